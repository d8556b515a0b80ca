import {
  FORM_10BE_REASONS,
  formatRupees,
  type AdminForm10beCertificate,
  type Form10beReason,
} from '@charity/shared';
import { Loading } from '#src/features/admin/ui/loading.tsx';
import { QueryFailure } from '#src/features/admin/ui/query-failure.tsx';
import { formatWhen } from '#src/features/admin/ui/format.ts';
import { useForm10beYear } from '#src/features/admin/form-10be/api/form-10be-api.ts';
import { AssignDonor } from '#src/features/admin/form-10be/components/assign-donor.tsx';
import { Form10beUpload } from '#src/features/admin/form-10be/components/form-10be-upload.tsx';
import { TrustYearPicker, useTrustYear } from '#src/features/admin/finance/components/trust-year-picker.tsx';

const cardClass = 'rounded-xl border border-line bg-white p-4';

/** Files no donor can have: nothing could be read from them, or they repeat a certificate already stored. */
const SET_ASIDE: ReadonlySet<Form10beReason> = new Set(['not-a-certificate', 'unreadable', 'duplicate']);

type Groups = Record<'matched' | 'waiting' | 'setAside', AdminForm10beCertificate[]>;

export function groupCertificates(certificates: readonly AdminForm10beCertificate[]): Groups {
  const groups: Groups = { matched: [], waiting: [], setAside: [] };
  for (const certificate of certificates) {
    if (certificate.status === 'matched') groups.matched.push(certificate);
    else if (certificate.reason !== null && SET_ASIDE.has(certificate.reason))
      groups.setAside.push(certificate);
    else groups.waiting.push(certificate);
  }
  return groups;
}

/** What the certificate says about its donor: name, masked PAN or Aadhaar, amount and number. */
function CertificateFacts({ certificate }: { certificate: AdminForm10beCertificate }) {
  const facts = [
    certificate.donor_name,
    certificate.donor_id_masked
      ? `${certificate.id_kind === 'aadhaar' ? 'Aadhaar' : 'PAN'} ${certificate.donor_id_masked}`
      : null,
    certificate.amount === null ? null : formatRupees(certificate.amount),
    certificate.certificate_number ? `No. ${certificate.certificate_number}` : null,
  ].filter((fact): fact is string => fact !== null);
  return facts.length > 0 ? <p className="text-sm">On the certificate: {facts.join(' · ')}</p> : null;
}

const reasonOf = (certificate: AdminForm10beCertificate) =>
  certificate.reason ? FORM_10BE_REASONS[certificate.reason] : null;

function MatchedItem({ certificate }: { certificate: AdminForm10beCertificate }) {
  return (
    <li className={cardClass}>
      <p className="font-semibold">
        {certificate.donor_name ?? certificate.file}
        {certificate.donor_email ? <span className="font-normal"> · {certificate.donor_email}</span> : null}
      </p>
      <CertificateFacts certificate={certificate} />
      <p className="mt-1 text-sm">
        {certificate.mailed_at
          ? `Mailed ${formatWhen(certificate.mailed_at)}`
          : 'Not mailed: the donor gave no e-mail'}
        {' · '}
        {certificate.downloaded_at
          ? `Downloaded ${formatWhen(certificate.downloaded_at)}`
          : 'Not downloaded yet'}
        {certificate.assigned_by_hand ? ' · Donor chosen by hand' : ''}
      </p>
      <p className="text-xs text-muted">File: {certificate.file}</p>
    </li>
  );
}

function WaitingItem({
  certificate,
  trust,
  fy,
}: {
  certificate: AdminForm10beCertificate;
  trust: string;
  fy: string;
}) {
  return (
    <li className={`${cardClass} space-y-2`}>
      <p className="font-semibold">{certificate.file}</p>
      <p>{reasonOf(certificate)}</p>
      <CertificateFacts certificate={certificate} />
      <AssignDonor certificate={certificate} trust={trust} fy={fy} />
    </li>
  );
}

function SetAsideItem({ certificate }: { certificate: AdminForm10beCertificate }) {
  return (
    <li className={cardClass}>
      <p className="font-semibold">{certificate.file}</p>
      <p className="text-sm">{reasonOf(certificate)}</p>
      <CertificateFacts certificate={certificate} />
    </li>
  );
}

/**
 * Form 10BE (finance; docs/product/giving.md "Form 10BE certificates", docs/product/console.md): pick the trust
 * and the year, upload the portal's certificates, and see every one of that year: matched (mailed, downloaded),
 * waiting for a person to choose the donor, and files set aside.
 */
export function Form10beScreen() {
  // The certificates are for a year that has closed: the one before this, unless another is asked for.
  const picked = useTrustYear(1);
  const { trust, fy, trustName } = picked;
  const query = useForm10beYear(trust, fy);
  const groups = query.isSuccess ? groupCertificates(query.data.data.certificates) : null;

  return (
    <div className="space-y-6">
      <TrustYearPicker picked={picked} />

      <Form10beUpload key={`${trust}-${fy}`} trust={trust} fy={fy} trustName={trustName} />

      {query.isError ? (
        <QueryFailure query={query} />
      ) : !groups ? (
        <Loading>Reading the year’s certificates…</Loading>
      ) : (
        <>
          <section aria-labelledby="waiting-heading" className="space-y-3">
            <h2 id="waiting-heading" className="text-xl font-semibold">
              Waiting for a donor ({groups.waiting.length})
            </h2>
            {groups.waiting.length === 0 ? (
              <p>Nothing waits: every certificate read so far has found its donor.</p>
            ) : (
              <>
                <p className="text-sm">
                  These could not be matched for sure. Check the reason, find the donor, and assign the
                  certificate: it is mailed to them straight away.
                </p>
                <ul className="space-y-3" aria-labelledby="waiting-heading">
                  {groups.waiting.map((certificate) => (
                    <WaitingItem key={certificate.id} certificate={certificate} trust={trust} fy={fy} />
                  ))}
                </ul>
              </>
            )}
          </section>

          <section aria-labelledby="matched-heading" className="space-y-3">
            <h2 id="matched-heading" className="text-xl font-semibold">
              Matched ({groups.matched.length})
            </h2>
            {groups.matched.length === 0 ? (
              <p>
                No certificate of {trustName} for {fy} has been matched yet.
              </p>
            ) : (
              <ul className="space-y-3" aria-labelledby="matched-heading">
                {groups.matched.map((certificate) => (
                  <MatchedItem key={certificate.id} certificate={certificate} />
                ))}
              </ul>
            )}
          </section>

          {groups.setAside.length > 0 ? (
            <section aria-labelledby="set-aside-heading" className="space-y-3">
              <h2 id="set-aside-heading" className="text-xl font-semibold">
                Set aside ({groups.setAside.length})
              </h2>
              <p className="text-sm">
                Files that are not certificates, could not be read, or repeat one uploaded before. Nothing was
                sent for them; if one is a certificate that could not be read, download it again from the
                portal and upload it.
              </p>
              <ul className="space-y-3" aria-labelledby="set-aside-heading">
                {groups.setAside.map((certificate) => (
                  <SetAsideItem key={certificate.id} certificate={certificate} />
                ))}
              </ul>
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}
