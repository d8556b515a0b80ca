import { useMutation, useQuery } from '@tanstack/react-query';
import { FileText, Mail } from 'lucide-react';
import { formatRupees, type DonorStatement } from '@charity/shared';
import { statementsQueryOptions } from '#src/features/giving/api/get-statements.ts';
import { mailStatement } from '#src/features/giving/api/mail-statement.ts';
import { toast } from '#src/lib/toast.ts';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

function StatementItem({ statement }: { statement: DonorStatement }) {
  const mail = useMutation({ mutationFn: mailStatement });
  const t = useT();
  const which = `${statement.trust_name}, ${statement.financial_year}`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-line bg-white p-4 shadow-card">
      <div>
        <p className="font-semibold text-ink">{which}</p>
        <p className="text-sm text-muted">
          {t(m['statements.receipts'], { count: statement.count })}, {formatRupees(statement.amount)}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {/* A plain link: the session cookie opens it and the browser saves the PDF. */}
        <a className="btn btn-outline btn-sm" href={statement.download_url} download>
          <FileText aria-hidden="true" className="size-4" />
          {t(m['statements.download'])}{' '}
          <span className="sr-only">{t(m['statements.downloadFor'], { which })}</span>
        </a>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          disabled={mail.isPending}
          // A refusal is reported by the query client; success says where it went.
          onClick={() => mail.mutate(statement, { onSuccess: (body) => toast.success(body.message) })}
        >
          <Mail aria-hidden="true" className="size-4" />
          {t(m['statements.mail'])} <span className="sr-only">({which})</span>
        </button>
      </div>
    </li>
  );
}

/**
 * docs/product/giving.md "Yearly statements": one PDF per trust per financial year listing the donor's receipted
 * donations (refunded ones left out), to download or have mailed. Nothing shows until a donation is receipted.
 */
export function YearlyStatements() {
  const { data } = useQuery(statementsQueryOptions());
  const statements = data?.data ?? [];
  const t = useT();
  if (statements.length === 0) return null;
  return (
    <section aria-labelledby="statements-heading" className="container-page pb-12 sm:pb-16">
      <h2 id="statements-heading" className="mb-2 text-2xl font-semibold sm:text-3xl">
        {t(m['statements.heading'])}
      </h2>
      <p className="mb-6 text-muted">{t(m['statements.intro'])}</p>
      <ul aria-label={t(m['statements.heading'])} className="space-y-3">
        {statements.map((statement) => (
          <StatementItem key={`${statement.trust}-${statement.financial_year}`} statement={statement} />
        ))}
      </ul>
    </section>
  );
}
