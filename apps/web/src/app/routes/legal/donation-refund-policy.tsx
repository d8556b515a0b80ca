import { Link } from 'react-router';
import { paths, SITE } from '@charity/shared';
import { PageHero } from '#src/components/layout/page-hero.tsx';
import { PAGES } from '#src/config/pages.ts';
import { InfoPage, InfoSection } from '#src/features/about/components/info-section.tsx';

/**
 * docs/product/giving.md fixes two facts of this policy: a written request within one day, an answer within
 * 30 working days.
 */
export function Component() {
  const page = PAGES[paths.refundPolicy];
  return (
    <>
      <PageHero title={page.title} description={page.description} />
      <InfoPage>
        <InfoSection title="Our approach">
          <p>
            Every donation to our trusts is used for the seva it was given for, and donations are generally
            not refundable. We understand, however, that mistakes happen: an amount typed wrongly, a payment
            made twice, or a donation made to the wrong trust. In such cases we will gladly look into a
            refund.
          </p>
        </InfoSection>
        <InfoSection title="How to ask for a refund">
          <ul>
            <li>
              A written refund request must be sent within one day of the donation, by e-mail to{' '}
              <a href={`mailto:${SITE.email}`}>{SITE.email}</a> or through our{' '}
              <Link to={paths.contact}>contact form</Link>.
            </li>
            <li>
              Please include your name, the date and amount of the donation, the trust you donated to, the
              payment reference or receipt number, and the reason for the request.
            </li>
            <li>Requests received more than one day after the donation cannot be considered.</li>
          </ul>
        </InfoSection>
        <InfoSection title="What happens next">
          <p>
            The trust responds within 30 working days of receiving your written request. If the refund is
            approved, the amount is returned to the same account, card or UPI id the donation came from; we
            never refund in cash or to a different account.
          </p>
          <p>
            If a tax receipt (such as an 80G certificate) was issued for the donation, it is cancelled when
            the refund is made, and a refunded donation cannot be claimed as a deduction.
          </p>
        </InfoSection>
        <InfoSection title="Failed or pending payments">
          <p>
            If money left your account but the donation shows as unpaid, it is usually returned automatically
            by your bank or the payment gateway within 5 to 7 working days. If it is not, write to us with the
            payment reference and we will follow it up.
          </p>
        </InfoSection>
      </InfoPage>
    </>
  );
}
