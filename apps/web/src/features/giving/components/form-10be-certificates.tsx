import { useQuery } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import type { DonorForm10be } from '@charity/shared';
import { form10beCertificatesQueryOptions } from '#src/features/giving/api/get-form-10be-certificates.ts';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

/** The trusts' names in the page's language (docs/product/languages.md glossary); the API's English otherwise. */
const TRUST_NAMES = { 1: m['form10be.trust1'], 2: m['form10be.trust2'] } as const;

function CertificateItem({ certificate }: { certificate: DonorForm10be }) {
  const t = useT();
  const name = TRUST_NAMES[certificate.trust as keyof typeof TRUST_NAMES];
  const trust = name ? t(name) : certificate.trust_name;
  const year = certificate.financial_year;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-line bg-white p-4 shadow-card">
      <div>
        <p className="font-semibold text-ink">{t(m['form10be.year'], { trust, year })}</p>
        <p className="font-mono text-sm text-muted">
          {t(m['form10be.number'], { number: certificate.certificate_number })}
        </p>
      </div>
      {/* A plain link: the session cookie opens it and the browser saves the PDF. */}
      <a className="btn btn-outline btn-sm" href={certificate.download_url} download>
        <FileText aria-hidden="true" className="size-4" />
        {t(m['form10be.download'])}{' '}
        <span className="sr-only">{t(m['form10be.downloadFor'], { trust, year })}</span>
      </a>
    </li>
  );
}

/**
 * docs/product/giving.md "Form 10BE certificates": the certificates the trusts uploaded for the donor, each to
 * download (the same PDF they were mailed). Nothing shows until there is one.
 */
export function Form10beCertificates() {
  const t = useT();
  const { data } = useQuery(form10beCertificatesQueryOptions());
  const certificates = data?.data ?? [];
  if (certificates.length === 0) return null;
  return (
    <section aria-labelledby="form-10be-heading" className="container-page pb-12 sm:pb-16">
      <h2 id="form-10be-heading" className="mb-2 text-2xl font-semibold sm:text-3xl">
        {t(m['form10be.heading'])}
      </h2>
      <p className="mb-6 text-muted">{t(m['form10be.intro'])}</p>
      <ul aria-label={t(m['form10be.listLabel'])} className="space-y-3">
        {certificates.map((certificate) => (
          <CertificateItem key={certificate.id} certificate={certificate} />
        ))}
      </ul>
    </section>
  );
}
