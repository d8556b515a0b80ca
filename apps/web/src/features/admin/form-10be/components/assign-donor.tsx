import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatRupees, type AdminForm10beCertificate } from '@charity/shared';
import { ApiError } from '#src/lib/api-error.ts';
import { toast } from '#src/lib/toast.ts';
import {
  assignCertificate,
  form10beKeys,
  useForm10beDonors,
} from '#src/features/admin/form-10be/api/form-10be-api.ts';

const inputClass = 'mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2 text-ink';

/**
 * Choosing a certificate's donor by hand: a search of the trust's donors of that year (by name, e-mail or PAN;
 * only they can be chosen), then "Assign" on one of them. The certificate is mailed to that donor at once, so the
 * button says so.
 */
export function AssignDonor({
  certificate,
  trust,
  fy,
}: {
  certificate: AdminForm10beCertificate;
  trust: string;
  fy: string;
}) {
  const queryClient = useQueryClient();
  const searchId = useId();
  const [typed, setTyped] = useState(certificate.donor_name ?? '');
  const [q, setQ] = useState('');
  const donors = useForm10beDonors(trust, fy, q);
  const assign = useMutation({
    mutationFn: (donorId: number) => assignCertificate(certificate.id, donorId),
    meta: { errorReporting: 'silent' },
    onSuccess: (body) => {
      toast.success(
        body.data.mailed
          ? `Assigned, and mailed to ${body.data.donor_email ?? 'the donor'}.`
          : 'Assigned. The donor gave no e-mail: they can download it from their payments page.',
      );
      void queryClient.invalidateQueries({ queryKey: form10beKeys.all });
    },
  });

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setQ(typed.trim());
  };
  const tooShort = q !== '' && q.length < 2;
  const failure = assign.error ?? donors.error;
  const failureMessage =
    failure instanceof ApiError
      ? (failure.errors?.donor_id ?? failure.errors?.q ?? failure.message)
      : failure
        ? 'Something went wrong. Please try again.'
        : null;

  return (
    <div className="space-y-3">
      <form onSubmit={onSearch} role="search" aria-label={`Find the donor of ${certificate.file}`}>
        <label htmlFor={searchId} className="text-sm font-semibold text-maroon">
          Find the donor by name, e-mail or PAN
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id={searchId}
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            className={`${inputClass} max-w-sm flex-1`}
            autoComplete="off"
          />
          <button type="submit" className="btn btn-outline btn-sm mt-1">
            Search
          </button>
        </div>
      </form>
      {tooShort ? <p className="text-sm">Type at least 2 characters.</p> : null}
      {failureMessage ? (
        <p role="alert" className="font-semibold text-primary-strong">
          {failureMessage}
        </p>
      ) : null}
      {q.length >= 2 && donors.isSuccess ? (
        donors.data.data.length === 0 ? (
          <p className="text-sm" role="status">
            No donor of this trust in {fy} matches “{q}”. Only donors with a receipted gift that year can be
            chosen.
          </p>
        ) : (
          <ul className="space-y-2" aria-label={`Donors matching “${q}”`}>
            {donors.data.data.map((donor) => (
              <li
                key={donor.donor_id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-line p-3"
              >
                <span>
                  <span className="font-semibold">{donor.name}</span>
                  {donor.email ? ` · ${donor.email}` : ''}
                  {donor.pan_masked ? ` · PAN ${donor.pan_masked}` : ''} · {formatRupees(donor.amount)} in{' '}
                  {fy}
                </span>
                <button
                  type="button"
                  className="btn btn-primary btn-sm"
                  disabled={assign.isPending}
                  onClick={() => assign.mutate(donor.donor_id)}
                  aria-label={`Assign and mail to ${donor.name}`}
                >
                  Assign and mail
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}
