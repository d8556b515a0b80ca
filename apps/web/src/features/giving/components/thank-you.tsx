import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { formatRupees, paths, type DonationThankYou } from '@charity/shared';
import { thankYouQueryOptions } from '#src/features/giving/api/get-thank-you.ts';
import { formatDate } from '#src/features/giving/utils/format.ts';
import { useSession } from '#src/lib/session.ts';
import { useSiteIdentity } from '#src/lib/site-identity.ts';
import { useLocale, useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

/**
 * The words a share carries: about the organisation (its name as admins saved it) and the donation page, never
 * about the donor or the gift.
 */

/**
 * Plain share links: each network's own share URL with the donation page's address, so no script of
 * theirs runs on our page and nothing is sent anywhere until the donor clicks.
 */
function shareLinks(donateUrl: string, siteName: string, t: ReturnType<typeof useT>) {
  const words = t(m['thankYou.shareText'], { name: siteName });
  const url = encodeURIComponent(donateUrl);
  const text = encodeURIComponent(words);
  return [
    { name: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${words} ${donateUrl}`)}` },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    { name: 'X', href: `https://x.com/intent/post?text=${text}&url=${url}` },
    {
      name: t(m['thankYou.email']),
      href: `mailto:?subject=${encodeURIComponent(t(m['thankYou.shareSubject'], { name: siteName }))}&body=${encodeURIComponent(`${words}\n\n${donateUrl}`)}`,
    },
  ];
}

function Refusal({ message }: { message: string }) {
  const t = useT();
  return (
    <div
      role="alert"
      className="mx-auto max-w-2xl rounded-3xl border border-line bg-white p-8 text-center shadow-card"
    >
      <h2 className="text-2xl font-semibold">{t(m['thankYou.refusalHeading'])}</h2>
      <p className="mt-3 text-muted">{message}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={paths.payment} className="btn btn-primary">
          {t(m['myDonations.heading'])}
        </Link>
        <Link to={paths.donation} className="btn btn-outline">
          {t(m['thankYou.donateAgain'])}
        </Link>
      </div>
    </div>
  );
}

/** The invitation under the gift: sign in to see every gift, or My donations (the Payment page) when signed in already. */
function AccountInvitation({ email }: { email: string }) {
  const { user } = useSession();
  const t = useT();
  if (user) {
    return (
      <p>
        {t(m['thankYou.inMyDonationsBefore'])}{' '}
        <Link to={paths.payment} className="font-semibold text-maroon underline">
          {t(m['myDonations.heading'])}
        </Link>{' '}
        {t(m['thankYou.inMyDonationsAfter'])}
      </p>
    );
  }
  // The address is set apart (bold, breaking anywhere) wherever the language puts it in the sentence.
  const [before = '', after = ''] = t(m['thankYou.createAccountWith'], { email: '\u0000' }).split('\u0000');
  return (
    <p>
      {before}
      <strong className="break-all">{email}</strong>
      {after}{' '}
      <Link
        to={`${paths.register}?email=${encodeURIComponent(email)}`}
        className="font-semibold text-maroon underline"
      >
        {t(m['thankYou.createAccount'])}
      </Link>
    </p>
  );
}

function Gift({ gift }: { gift: DonationThankYou }) {
  const donateUrl = `${window.location.origin}${paths.donation}`;
  const siteName = useSiteIdentity().name;
  const t = useT();
  const locale = useLocale();
  return (
    <div className="mx-auto max-w-2xl rounded-3xl border border-line bg-white p-6 shadow-card sm:p-10">
      <h2 className="text-2xl font-semibold sm:text-3xl">
        {t(m['thankYou.thanks'], { name: gift.first_name })}
      </h2>
      <p className="mt-2 text-muted">{t(m['thankYou.reached'], { trust: gift.trust_name })}</p>
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        <dt className="font-semibold text-maroon">{t(m['giving.amount'])}</dt>
        <dd className="text-lg font-semibold text-ink">{formatRupees(gift.amount)}</dd>
        <dt className="font-semibold text-maroon">{t(m['giving.trust'])}</dt>
        <dd className="text-ink">{gift.trust_name}</dd>
        {gift.fund_name ? (
          <>
            <dt className="font-semibold text-maroon">{t(m['giving.fund'])}</dt>
            <dd className="text-ink">{gift.fund_name}</dd>
          </>
        ) : null}
        <dt className="font-semibold text-maroon">{t(m['thankYou.receiptNumber'])}</dt>
        <dd className="font-mono text-ink">{gift.receipt_number}</dd>
        <dt className="font-semibold text-maroon">{t(m['thankYou.date'])}</dt>
        <dd className="text-ink">{formatDate(gift.paid_at, locale)}</dd>
      </dl>
      <a href={gift.receipt_url} target="_blank" rel="noopener noreferrer" className="btn btn-primary mt-6">
        {t(m['thankYou.download'])}
      </a>
      <div className="mt-8 border-t border-line pt-6 text-ink">
        <AccountInvitation email={gift.email} />
      </div>
      <section aria-labelledby="share-heading" className="mt-8 border-t border-line pt-6">
        <h3 id="share-heading" className="text-lg font-semibold">
          {t(m['thankYou.invite'])}
        </h3>
        <ul className="mt-3 flex flex-wrap gap-3">
          {shareLinks(donateUrl, siteName, t).map((link) => (
            <li key={link.name}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                className="btn btn-outline"
                aria-label={t(m['thankYou.shareOn'], { network: link.name })}
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
  const t = useT();
  if (!token) return <Refusal message={t(m['thankYou.incompleteLink'])} />;
  if (query.data) return <Gift gift={query.data} />;
  if (query.isError) return <Refusal message={query.error.message} />;
  return (
    <p role="status" className="text-center text-muted">
      {t(m['thankYou.loading'])}
    </p>
  );
}
