import { paths, SITE } from '@charity/shared';
import { PageHero } from '#src/components/layout/page-hero.tsx';
import { PAGES } from '#src/config/pages.ts';
import { InfoPage, InfoSection } from '#src/features/about/components/info-section.tsx';

export function Component() {
  const page = PAGES[paths.privacyPolicy];
  return (
    <>
      <PageHero title={page.title} description={page.description} />
      <InfoPage>
        <InfoSection title="What we collect">
          <p>We only ask for what we need to serve you and to meet our legal duties as charitable trusts:</p>
          <ul>
            <li>
              your name, e-mail address and phone number when you write to us, subscribe, register or donate;
            </li>
            <li>
              your city, state and PAN when you donate, because Indian tax law requires it on donation
              receipts;
            </li>
            <li>your Aadhaar number, address and area of interest when you apply to volunteer;</li>
            <li>
              payment references from our payment gateway. We never see or store your card or bank details.
            </li>
          </ul>
        </InfoSection>
        <InfoSection title="How we protect it">
          <p>
            PAN and Aadhaar numbers are encrypted before they are stored, and are shown masked everywhere in
            our systems (for Aadhaar, only the last four digits). Access to donor and volunteer records is
            limited to the trustees and volunteers who need it, and every access to them is logged.
          </p>
          <p>
            Passwords are stored only as secure one-way hashes, and all pages are served over an encrypted
            connection.
          </p>
        </InfoSection>
        <InfoSection title="How we use it">
          <ul>
            <li>
              to issue receipts and tax certificates and to file the returns the Income-tax Act requires;
            </li>
            <li>to reply to your messages and to coordinate volunteering;</li>
            <li>to send the updates you subscribed to, which you can stop at any time.</li>
          </ul>
          <p>
            We do not sell, rent or trade your personal data to anyone, and we do not use it for advertising.
            We share it only where the law requires, for example with the income-tax authorities.
          </p>
        </InfoSection>
        <InfoSection title="Cookies">
          <p>
            We use one essential cookie to keep you signed in and a small setting in your browser to remember
            when you last saw our announcements. We use no advertising or tracking cookies.
          </p>
        </InfoSection>
        <InfoSection title="Your rights">
          <p>
            You may ask to see, correct or delete the personal data we hold about you by writing to{' '}
            <a href={`mailto:${SITE.email}`}>{SITE.email}</a>. Records we must keep by law (such as donation
            receipts) are kept for the period the law requires and then deleted.
          </p>
        </InfoSection>
      </InfoPage>
    </>
  );
}
