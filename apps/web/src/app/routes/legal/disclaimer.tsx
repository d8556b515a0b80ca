import { paths } from '@charity/shared';
import { PageHero } from '#src/components/layout/page-hero.tsx';
import { PAGES } from '#src/config/pages.ts';
import { InfoPage, InfoSection } from '#src/features/about/components/info-section.tsx';
import { useSiteIdentity } from '#src/lib/site-identity.ts';

export function Component() {
  // The organisation as admins saved it (a renamed trust reads its new name here too).
  const siteName = useSiteIdentity().name;
  const page = PAGES[paths.disclaimer];
  return (
    <>
      <PageHero title={page.title} description={page.description} />
      <InfoPage>
        <InfoSection title="Information on this website">
          <p>
            The information on this website is published by {siteName} in good faith, for general information
            about our trusts and their seva. We try to keep it accurate and up to date, but we make no
            warranty about its completeness or accuracy, and event dates, venues and programmes may change
            without notice.
          </p>
        </InfoSection>
        <InfoSection title="Spiritual and religious content">
          <p>
            Quotes, articles and teachings shared here are offered for reflection and devotion. They are not
            professional, medical, legal or financial advice.
          </p>
        </InfoSection>
        <InfoSection title="Links to other websites">
          <p>
            Our pages link to other sites, such as our blog, social media pages, video platforms and the
            payment gateway. We are not responsible for their content or their privacy practices.
          </p>
        </InfoSection>
        <InfoSection title="Tax benefits">
          <p>
            Tax deductions depend on the trust you donate to and on your own circumstances. Please read the
            note on your receipt and consult your tax adviser; we cannot guarantee any particular tax
            treatment.
          </p>
        </InfoSection>
        <InfoSection title="Limitation of liability">
          <p>
            To the extent the law allows, the trusts, their trustees and volunteers are not liable for any
            loss arising from the use of this website or from reliance on its content.
          </p>
        </InfoSection>
      </InfoPage>
    </>
  );
}
