import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { formatRupees, paths, type DonationThankYou } from '@charity/shared';
import { thankYouQueryOptions } from '#src/features/giving/api/get-thank-you.ts';
import { formatDate } from '#src/features/giving/utils/format.ts';
import { useSession } from '#src/lib/session.ts';
import { useSiteIdentity } from '#src/lib/site-identity.ts';

const INCOMPLETE_LINK = 'This thank-you link is incomplete; please open the whole link.';

/**
 * The words a share carries: about the organisation (its name as admins saved it) and the donation page, never
 * about the donor or the gift.
 */
const shareText = (siteName: string) => `I just gave to ${siteName}. Join me in supporting their seva:`;

/**
 * Plain share links: each network's own share URL with the donation page's address, so no script of
 * theirs runs on our page and nothing is sent anywhere until the donor clicks.
 */
function shareLinks(donateUrl: string, siteName: string) {
  const words = shareText(siteName);
  const url = encodeURIComponent(donateUrl);
  const text = encodeURIComponent(words);
  return [
    { name: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${words} ${donateUrl}`)}` },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    { name: 'X', href: `https://x.com/intent/post?text=${text}&url=${url}` },
    {
      name: 'E-mail',
      href: `mailto:?subject=${encodeURIComponent(`Give to ${siteName}`)}&body=${encodeURIComponent(`${words}\n\n${donateUrl}`)}`,
    },
  ];
}

function Refusal({ message }: { message: string }) {
  return (
    <div
      role="alert"
      className="mx-auto max-w-2xl rounded-3xl border border-line bg-white p-8 text-center shadow-card"
    >
      <h2 className="text-2xl font-semibold">We cannot show this thank-you page</h2>
      <p className="mt-3 text-muted">{message}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={paths.payment} className="btn btn-primary">
          My donations
        </Link>
        <Link to={paths.donation} className="btn btn-outline">
          Donate again
        </Link>
      </div>
    </div>
  );
}

/** The invitation under the gift: sign in to see every gift, or My donations (the Payment page) when signed in already. */
function AccountInvitation({ email }: { email: string }) {
  const { user } = useSession();
  if (user) {
    return (
      <p>
        This gift is in{' '}
        <Link to={paths.payment} className="font-semibold text-maroon underline">
          My donations
        </Link>{' '}
        with all your others, each with its certificate.
      </p>
    );
  }
  return (
    <p>
      Create an account with <strong className="break-all">{email}</strong> to see every gift you make and
      download its receipt at any time.{' '}
      <Link
        to={`${paths.register}?email=${encodeURIComponent(email)}`}
        className="font-semibold text-maroon underline"
      >
        Create an account
      </Link>
    </p>
  );
}

function Gift({ gift }: { gift: DonationThankYou }) {
  const donateUrl = `${window.location.origin}${paths.donation}`;
  const siteName = useSiteIdentity().name;
  return (
    <div className="mx-auto max-w-2xl rounded-3xl border border-line bg-white p-6 shadow-card sm:p-10">
      <h2 className="text-2xl font-semibold sm:text-3xl">Thank you, {gift.first_name}!</h2>
      <p className="mt-2 text-muted">
        Your gift has reached {gift.trust_name}. Your receipt is on its way to your e-mail too.
      </p>
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        <dt className="font-semibold text-maroon">Amount</dt>
        <dd className="text-lg font-semibold text-ink">{formatRupees(gift.amount)}</dd>
        <dt className="font-semibold text-maroon">Trust</dt>
        <dd className="text-ink">{gift.trust_name}</dd>
        {gift.fund_name ? (
          <>
            <dt className="font-semibold text-maroon">Fund</dt>
            <dd className="text-ink">{gift.fund_name}</dd>
          </>
        ) : null}
        <dt className="font-semibold text-maroon">Receipt number</dt>
        <dd className="font-mono text-ink">{gift.receipt_number}</dd>
        <dt className="font-semibold text-maroon">Date</dt>
        <dd className="text-ink">{formatDate(gift.paid_at)}</dd>
      </dl>
      <a href={gift.receipt_url} target="_blank" rel="noopener noreferrer" className="btn btn-primary mt-6">
        Download your receipt (PDF)
      </a>
      <div className="mt-8 border-t border-line pt-6 text-ink">
        <AccountInvitation email={gift.email} />
      </div>
      <section aria-labelledby="share-heading" className="mt-8 border-t border-line pt-6">
        <h3 id="share-heading" className="text-lg font-semibold">
          Invite others to give
        </h3>
        <ul className="mt-3 flex flex-wrap gap-3">
          {shareLinks(donateUrl, siteName).map((link) => (
            <li key={link.name}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                className="btn btn-outline"
                aria-label={`Share on ${link.name} (opens in a new tab)`}
              >
                {link.name}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/**
 * The thank-you page (docs/product/giving.md "Thank-you page and retrying a payment"): the gift the signed
 * `?token=` names, read from the server on every load, so a reload works while the link lives (24 hours).
 */
export function ThankYou() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const query = useQuery({ ...thankYouQueryOptions(token), enabled: token !== '' });
  if (!token) return <Refusal message={INCOMPLETE_LINK} />;
  if (query.data) return <Gift gift={query.data} />;
  if (query.isError) return <Refusal message={query.error.message} />;
  return (
    <p role="status" className="text-center text-muted">
      Loading your thank-you…
    </p>
  );
}
