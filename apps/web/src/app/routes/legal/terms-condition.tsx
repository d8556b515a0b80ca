import { Link } from 'react-router';
import { paths } from '@charity/shared';
import { PageHero } from '#src/components/layout/page-hero.tsx';
import { PAGES } from '#src/config/pages.ts';
import { InfoPage, InfoSection } from '#src/features/about/components/info-section.tsx';
import { useSiteIdentity } from '#src/lib/site-identity.ts';

export function Component() {
  // The organisation and its e-mail as admins saved them (a renamed trust reads its new name here too).
  const site = useSiteIdentity();
  const page = PAGES[paths.termsCondition];
  return (
    <>
      <PageHero title={page.title} description={page.description} />
      <InfoPage>
        <InfoSection title="About these terms">
          <p>
            By using this website you agree to these terms. The site is run by {site.name} in Bengaluru,
            India, and these terms are governed by Indian law; the courts of Bengaluru have jurisdiction over
            any dispute.
          </p>
        </InfoSection>
        <InfoSection title="Donations">
          <ul>
            <li>
              Donations are voluntary and are used for the charitable and religious objects of the trust you
              choose.
            </li>
            <li>
              Online payments are processed by a secure payment gateway; the amount is charged in Indian
              rupees (INR).
            </li>
            <li>
              You must give correct details, including your PAN where asked, so that a valid receipt can be
              issued.
            </li>
            <li>
              Refunds follow our <Link to={paths.refundPolicy}>Donation Refund Policy</Link>.
            </li>
          </ul>
        </InfoSection>
        <InfoSection title="Your account">
          <p>
            If you create a donor account, keep your password to yourself and tell us at once if you think
            someone else has used it. We may suspend accounts that are misused.
          </p>
        </InfoSection>
        <InfoSection title="Volunteering and events">
          <p>
            Volunteers and participants take part in our events at their own risk and agree to follow the
            instructions of the event coordinators, especially at temples and in homes for children and
            elders.
          </p>
        </InfoSection>
        <InfoSection title="Content">
          <p>
            Text, photographs and videos on this site belong to the trusts or are used with permission. You
            may share them for non-commercial purposes with credit to {site.name}; any other use needs our
            written consent.
          </p>
        </InfoSection>
        <InfoSection title="Changes">
          <p>
            We may update these terms from time to time; the version on this page is the one that applies.
            Questions are welcome at <a href={`mailto:${site.email}`}>{site.email}</a>. Please also read our{' '}
            <Link to={paths.privacyPolicy}>Privacy Policy</Link>.
          </p>
        </InfoSection>
      </InfoPage>
    </>
  );
}
