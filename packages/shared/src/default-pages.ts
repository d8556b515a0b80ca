import { SITE, TRUSTS } from './site.ts';
import type { FaqSection, PageSlug } from './site-pages.ts';

/**
 * The words of the fixed pages and of the FAQ as the site shipped them, before they became content
 * (docs/product/content-and-pages.md "Pages as content"). Migration 0025 stores them once, on a fresh database
 * and on an existing install alike, so the demo seed and every install start with exactly these pages; from then
 * on editors change them in the console and these are never read again. The web tests' fake API answers with them
 * too. `{{site_name}}` and `{{site_email}}` are replaced by the saved settings when a page is shown.
 *
 * Not exported from the package's index: only the migration and tests import it (`@charity/shared/default-pages`).
 */

export type DefaultPage = { slug: PageSlug; title: string; meta_description: string; body: string };
export type DefaultFaq = { section: FaqSection; question: string; answer: string };

const p = (text: string) => `<p>${text}</p>`;
const ul = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
const h2 = (title: string) => `<h2>${title.replaceAll('&', '&amp;')}</h2>`;
const mail = (address: string) => `<a href="mailto:${address}">${address}</a>`;
const quote = (text: string) => `<blockquote><p>${text}</p></blockquote>`;

export const DEFAULT_PAGES: readonly DefaultPage[] = [
  {
    slug: 'about',
    title: 'About Us',
    meta_description: 'Our vision, our motto and the two trusts through which our volunteers serve.',
    body: [
      p(
        `{{site_name}} began in 2004 when a handful of devotees in Jayanagar started cooking a Sunday meal for the children of a nearby shelter. Twenty years on, ${SITE.volunteersCount} volunteers (teachers, doctors, cooks, engineers, students and retired professionals) give their time every week.`,
      ),
      p(
        `Our work runs through two registered public charitable trusts, each with its own board, bank accounts and audited books. ${TRUSTS[1].name} cares for orphaned children and the elderly. ${TRUSTS[2].name} restores old temples and keeps their festivals and traditions alive. Together they organise our events under two banners: <strong>Manava Seva</strong>, service to people, and <strong>Madhava Seva</strong>, service to God.`,
      ),
      p(
        'We take no salary from donations for our volunteers, publish our accounts every year, and welcome every visitor who wants to see the work for themselves.',
      ),
    ].join(''),
  },
  {
    slug: 'sai-mayee-trust',
    title: TRUSTS[1].name,
    meta_description: `${TRUSTS[1].purpose}.`,
    body: [
      p(
        `${TRUSTS[1].name} looks after those who most need a family: children who have lost their parents and elders who have been left alone. Our home in Jayanagar gives children a safe roof, nourishing food, schooling and above all affection, while our elder-care programme visits, feeds and nurses senior citizens across South Bangalore.`,
      ),
      p(
        'Every child stays with us until they finish their education and find their feet, and many come back as volunteers. Every elder is treated as a grandparent of the house.',
      ),
    ].join(''),
  },
  {
    slug: 'sai-meru-mathi-trust',
    title: TRUSTS[2].name,
    meta_description: `${TRUSTS[2].purpose}.`,
    body: [
      p(
        `${TRUSTS[2].name} works to restore temples that time and neglect have worn down, and to keep the worship, music and festivals that give them life. Its volunteers, masons, sculptors and priests rebuild walls and towers using traditional methods, and revive the daily pujas that once filled these places.`,
      ),
      p(
        'The trust also organises religious gatherings, bhajans, annadanam and festival celebrations under our Madhava Seva events, open to all.',
      ),
    ].join(''),
  },
  {
    slug: 'donation-refund-policy',
    title: 'Donation Refund Policy',
    meta_description: 'How to ask for a refund of a donation, and how quickly we respond.',
    body: [
      h2('Our approach'),
      p(
        'Every donation to our trusts is used for the seva it was given for, and donations are generally not refundable. We understand, however, that mistakes happen: an amount typed wrongly, a payment made twice, or a donation made to the wrong trust. In such cases we will gladly look into a refund.',
      ),
      h2('How to ask for a refund'),
      ul(
        `A written refund request must be sent within one day of the donation, by e-mail to ${mail(SITE.email)} or through our <a href="/contact">contact form</a>.`,
        'Please include your name, the date and amount of the donation, the trust you donated to, the payment reference or receipt number, and the reason for the request.',
        'Requests received more than one day after the donation cannot be considered.',
      ),
      h2('What happens next'),
      p(
        'The trust responds within 30 working days of receiving your written request. If the refund is approved, the amount is returned to the same account, card or UPI id the donation came from; we never refund in cash or to a different account.',
      ),
      p(
        'If a tax receipt (such as an 80G certificate) was issued for the donation, it is cancelled when the refund is made, and a refunded donation cannot be claimed as a deduction.',
      ),
      h2('Failed or pending payments'),
      p(
        'If money left your account but the donation shows as unpaid, it is usually returned automatically by your bank or the payment gateway within 5 to 7 working days. If it is not, write to us with the payment reference and we will follow it up.',
      ),
    ].join(''),
  },
  {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    meta_description: 'What we collect, why we collect it and how we protect it.',
    body: [
      h2('What we collect'),
      p('We only ask for what we need to serve you and to meet our legal duties as charitable trusts:'),
      ul(
        'your name, e-mail address and phone number when you write to us, subscribe, register or donate;',
        'your city, state and PAN when you donate, because Indian tax law requires it on donation receipts;',
        'your Aadhaar number, address and area of interest when you apply to volunteer;',
        'payment references from our payment gateway. We never see or store your card or bank details.',
      ),
      h2('How we protect it'),
      p(
        'PAN and Aadhaar numbers are encrypted before they are stored, and are shown masked everywhere in our systems (for Aadhaar, only the last four digits). Access to donor and volunteer records is limited to the trustees and volunteers who need it, and every access to them is logged.',
      ),
      p(
        'Passwords are stored only as secure one-way hashes, and all pages are served over an encrypted connection.',
      ),
      h2('How we use it'),
      ul(
        'to issue receipts and tax certificates and to file the returns the Income-tax Act requires;',
        'to reply to your messages and to coordinate volunteering;',
        'to send the updates you subscribed to, which you can stop at any time.',
      ),
      p(
        'We do not sell, rent or trade your personal data to anyone, and we do not use it for advertising. We share it only where the law requires, for example with the income-tax authorities.',
      ),
      h2('Cookies'),
      p(
        'We use one essential cookie to keep you signed in and a small setting in your browser to remember when you last saw our announcements. We use no advertising or tracking cookies.',
      ),
      h2('Your rights'),
      p(
        `You may ask to see, correct or delete the personal data we hold about you by writing to ${mail(SITE.email)}. Records we must keep by law (such as donation receipts) are kept for the period the law requires and then deleted.`,
      ),
    ].join(''),
  },
  {
    slug: 'disclaimer',
    title: 'Disclaimer',
    meta_description: 'The limits of the information on this website.',
    body: [
      h2('Information on this website'),
      p(
        'The information on this website is published by {{site_name}} in good faith, for general information about our trusts and their seva. We try to keep it accurate and up to date, but we make no warranty about its completeness or accuracy, and event dates, venues and programmes may change without notice.',
      ),
      h2('Spiritual and religious content'),
      p(
        'Quotes, articles and teachings shared here are offered for reflection and devotion. They are not professional, medical, legal or financial advice.',
      ),
      h2('Links to other websites'),
      p(
        'Our pages link to other sites, such as our blog, social media pages, video platforms and the payment gateway. We are not responsible for their content or their privacy practices.',
      ),
      h2('Tax benefits'),
      p(
        'Tax deductions depend on the trust you donate to and on your own circumstances. Please read the note on your receipt and consult your tax adviser; we cannot guarantee any particular tax treatment.',
      ),
      h2('Limitation of liability'),
      p(
        'To the extent the law allows, the trusts, their trustees and volunteers are not liable for any loss arising from the use of this website or from reliance on its content.',
      ),
    ].join(''),
  },
  {
    slug: 'terms-condition',
    title: 'Terms & Condition',
    meta_description: 'The terms on which this website and our online donations are offered.',
    body: [
      h2('About these terms'),
      p(
        'By using this website you agree to these terms. The site is run by {{site_name}} in Bengaluru, India, and these terms are governed by Indian law; the courts of Bengaluru have jurisdiction over any dispute.',
      ),
      h2('Donations'),
      ul(
        'Donations are voluntary and are used for the charitable and religious objects of the trust you choose.',
        'Online payments are processed by a secure payment gateway; the amount is charged in Indian rupees (INR).',
        'You must give correct details, including your PAN where asked, so that a valid receipt can be issued.',
        'Refunds follow our <a href="/donation-refund-policy">Donation Refund Policy</a>.',
      ),
      h2('Your account'),
      p(
        'If you create a donor account, keep your password to yourself and tell us at once if you think someone else has used it. We may suspend accounts that are misused.',
      ),
      h2('Volunteering and events'),
      p(
        'Volunteers and participants take part in our events at their own risk and agree to follow the instructions of the event coordinators, especially at temples and in homes for children and elders.',
      ),
      h2('Content'),
      p(
        'Text, photographs and videos on this site belong to the trusts or are used with permission. You may share them for non-commercial purposes with credit to {{site_name}}; any other use needs our written consent.',
      ),
      h2('Changes'),
      p(
        'We may update these terms from time to time; the version on this page is the one that applies. Questions are welcome at <a href="mailto:{{site_email}}">{{site_email}}</a>. Please also read our <a href="/privacy-policy">Privacy Policy</a>.',
      ),
    ].join(''),
  },
  {
    slug: 'army2024',
    title: 'Army-2024',
    meta_description: 'About our Army-2024 programme and how to take part.',
    body: [
      h2('An army of seva'),
      p(
        'Army-2024 brought together young volunteers from across Bangalore for a season of service: cleaning and lighting temple courtyards, serving annadanam at festivals, and spending weekends with the children and elders in our care.',
      ),
      p(
        "Each volunteer pledged a few hours a week and learned, alongside our senior sevaks, how small acts done with devotion add up to a great offering. The programme's closing gathering is listed among our upcoming Madhava Seva events.",
      ),
    ].join(''),
  },
  {
    slug: 'scy2025',
    title: 'SCY-2025',
    meta_description: 'About SCY-2025, in pictures.',
    body: p(
      'SCY-2025, our Spiritual Camp for Youth, offers young people a few days of yoga, meditation, bhajans and seva, with talks on values, service and the scriptures, in the calm of a temple campus outside Bangalore.',
    ),
  },
];

/** The FAQ's questions, first first (the migration gives the first the highest sort_order). */
export const DEFAULT_FAQS: readonly DefaultFaq[] = [
  {
    section: 'trusts',
    question: 'What is the difference between the two trusts?',
    answer: p(
      `${TRUSTS[1].name} cares for orphaned children and the elderly. ${TRUSTS[2].name} restores temples and organises religious activities. Each is a separate registered trust with its own accounts.`,
    ),
  },
  {
    section: 'trusts',
    question: 'What do Manava Seva and Madhava Seva mean?',
    answer: p(
      'Manava Seva is service to people: our work with children, elders and families. Madhava Seva is service to God: temple restoration, pujas and festivals. We believe the two are one and the same.',
    ),
  },
  {
    section: 'trusts',
    question: 'Where are you located?',
    answer: p(
      `Our office is at ${SITE.address}. The temple work of ${TRUSTS[2].name} is coordinated from ${TRUSTS[2].address}.`,
    ),
  },
  {
    section: 'trusts',
    question: 'Can I visit the children’s home or the temples?',
    answer: p(
      'Yes. Please write to us or call a day or two ahead so that a volunteer can welcome you; for the children’s safety, visits to the home are always accompanied.',
    ),
  },
  {
    section: 'trusts',
    question: 'Are your accounts audited?',
    answer: p(
      'Yes. Both trusts are audited every year by an independent chartered accountant, and a summary of the accounts is available to any donor on request.',
    ),
  },
  {
    section: 'giving',
    question: 'Are donations eligible for a tax deduction?',
    answer: p(`${TRUSTS[1].receiptNote} ${TRUSTS[2].receiptNote}`),
  },
  {
    section: 'giving',
    question: 'How do I get my donation receipt?',
    answer: p(
      'A receipt is e-mailed to you once your online payment is confirmed. If you have an account, you can also download it any time from your Payment page.',
    ),
  },
  {
    section: 'giving',
    question: 'Why do you ask for my PAN?',
    answer: p(
      'Indian tax law requires the donor’s PAN on receipts that allow a deduction. It is stored encrypted and shown only in masked form.',
    ),
  },
  {
    section: 'giving',
    question: 'Can I ask for a refund?',
    answer: p(
      'If you made a mistake, send a written request within one day of the donation; the trust responds within 30 working days. Details are in our Donation Refund Policy.',
    ),
  },
  {
    section: 'giving',
    question: 'How can I volunteer?',
    answer: p(
      `Fill in the form on our Volunteer page and tell us what you would like to do. Over ${SITE.volunteersCount} volunteers teach, cook, nurse, drive, paint and pray with us; there is a place for every skill.`,
    ),
  },
  {
    section: 'giving',
    question: 'What is the E-Hundi?',
    answer: p(
      'It is our online offering box: enter your details and scan the UPI QR code with any UPI app, just as you would drop an offering into a temple hundi.',
    ),
  },
];

/**
 * What migration 0026 added when the rest of the pages' words in code became content (docs/product/content-and-
 * pages.md "Pages as content"): the FAQ's and Find Us's own pages, About's vision and motto before its story, and
 * each trust's objectives after its introduction, in the words the pages showed that day. Like the defaults above,
 * read by that migration only (and tests); a change here reaches no database.
 */
export const DEFAULT_NEW_PAGES: readonly DefaultPage[] = [
  {
    slug: 'faq',
    title: 'FAQ',
    meta_description: 'Answers to the questions donors and volunteers ask us most.',
    // Each heading titles one of the FAQ's two lists, in order (FAQ_SECTIONS).
    body: [h2('About the trusts'), h2('Donations & volunteering')].join(''),
  },
  {
    slug: 'find-us',
    title: 'Find Us',
    meta_description: 'The addresses of our two trusts, with a map.',
    // Nothing above the addresses yet: the hero says what the page is; an editor may add an introduction.
    body: '',
  },
];

export const DEFAULT_PAGE_ADDITIONS: Partial<Record<PageSlug, { before?: string; after?: string }>> = {
  about: {
    before: [
      h2('A society where no one is left uncared for'),
      p(
        'We dream of a Bangalore where every orphaned child grows up in a loving home, every elder lives out their years with dignity and company, and every ancient temple is once again a living centre of its community.',
      ),
      quote('“Manava Seva is Madhava Seva”'),
      p('Service to people is service to God.'),
      h2('Who we are'),
    ].join(''),
  },
  'sai-mayee-trust': {
    after: [
      h2('Our objectives'),
      ul(
        'Provide a loving home, food, clothing and healthcare to orphaned and abandoned children.',
        'Support every child through school, college or vocational training until they are self-reliant.',
        'Care for destitute and lonely elders with meals, medicines, regular visits and companionship.',
        'Run free medical and eye camps for children, elders and families in need.',
        'Offer scholarships and mentoring to children from struggling families.',
        'Respond with food and relief kits when floods, illness or hardship strike a community.',
      ),
    ].join(''),
  },
  'sai-meru-mathi-trust': {
    after: [
      h2('Our objectives'),
      ul(
        'Restore and conserve old and neglected temples using traditional materials and craftsmanship.',
        'Revive daily pujas, lamp lighting and temple rituals where they have lapsed.',
        'Celebrate festivals with the local community and offer annadanam (free meals) to devotees.',
        'Organise bhajans, satsangs, discourses and spiritual camps for young people and families.',
        'Preserve temple records, music and traditions for the next generation.',
        'Support temple priests and artisans whose livelihoods keep these traditions alive.',
      ),
    ].join(''),
  },
};

/** Every page as a new install shows it: migration 0025's words with 0026's additions. */
export const SITE_DEFAULT_PAGES: readonly DefaultPage[] = [
  ...DEFAULT_PAGES.map((page) => {
    const added = DEFAULT_PAGE_ADDITIONS[page.slug];
    return added ? { ...page, body: `${added.before ?? ''}${page.body}${added.after ?? ''}` } : page;
  }),
  ...DEFAULT_NEW_PAGES,
];
