import {
  CATEGORY_LABELS,
  EVENT_LIST_LABELS,
  paths,
  SITE,
  TRUSTS,
  type Category,
  type EventList,
} from '@charity/shared';

/**
 * Page titles and one-line descriptions, in one table, so the hero strip, the breadcrumb, the document title and
 * the meta description all read the same words. Keyed by the path from `paths`; the Record type makes the compiler
 * insist on an entry for every static route.
 */

type StaticPath = Extract<(typeof paths)[keyof typeof paths], string>;

export type PageMeta = { title: string; description: string };

export const PAGES: Record<StaticPath, PageMeta> = {
  [paths.home]: { title: 'Home', description: SITE.tagline },
  [paths.about]: {
    title: 'About Us',
    description: 'Our vision, our motto and the two trusts through which our volunteers serve.',
  },
  [paths.saiMayeeTrust]: { title: TRUSTS[1].name, description: `${TRUSTS[1].purpose}.` },
  [paths.saiMeruMathiTrust]: { title: TRUSTS[2].name, description: `${TRUSTS[2].purpose}.` },
  [paths.leadershipTeam]: {
    title: 'Leadership Team',
    description: 'The people who guide our trusts and volunteers.',
  },
  [paths.media]: {
    title: 'Media',
    description: 'Our work as seen in the press, in photographs and on video.',
  },
  [paths.testimonial]: {
    title: 'Testimonial',
    description: 'Words and videos from the people we serve and the volunteers who serve with us.',
  },
  [paths.galleryImages]: {
    title: 'Images',
    description: 'Photographs from our seva, events and celebrations.',
  },
  [paths.galleryVideos]: { title: 'Videos', description: 'Videos from our seva, events and celebrations.' },
  [paths.volunteer]: {
    title: 'Volunteer',
    description: `Join the ${SITE.volunteersCount} volunteers who give their time and skills to our seva.`,
  },
  [paths.faq]: { title: 'FAQ', description: 'Answers to the questions donors and volunteers ask us most.' },
  [paths.faqDemo]: {
    title: 'FAQ',
    description: 'Answers to the questions donors and volunteers ask us most.',
  },
  [paths.contact]: { title: 'Contact Us', description: 'Write to us, call us or visit us in Bengaluru.' },
  [paths.army2024]: {
    title: 'Army-2024',
    description: 'About our Army-2024 programme and how to take part.',
  },
  [paths.scy2025]: { title: 'SCY-2025', description: 'About SCY-2025, in pictures.' },
  [paths.termsCondition]: {
    title: 'Terms & Condition',
    description: 'The terms on which this website and our online donations are offered.',
  },
  [paths.privacyPolicy]: {
    title: 'Privacy Policy',
    description: 'What we collect, why we collect it and how we protect it.',
  },
  [paths.refundPolicy]: {
    title: 'Donation Refund Policy',
    description: 'How to ask for a refund of a donation, and how quickly we respond.',
  },
  [paths.disclaimer]: { title: 'Disclaimer', description: 'The limits of the information on this website.' },
  [paths.findUs]: { title: 'Find Us', description: 'The addresses of our two trusts, with a map.' },
  [paths.literature]: { title: 'Literature', description: 'Books and writings to read online or to buy.' },
  [paths.crossword]: {
    title: 'Crossword',
    description: 'Crosswords on spiritual themes to solve at leisure.',
  },
  [paths.donation]: {
    title: 'Donation',
    description: 'Support our seva with a secure online donation, with a receipt for your records.',
  },
  [paths.donationThankYou]: {
    title: 'Thank You',
    description: 'Your donation is received. Thank you for supporting our seva.',
  },
  [paths.eHundi]: { title: 'E-Hundi', description: 'Offer into our e-hundi by scanning a UPI QR code.' },
  // The page itself shows the catalogue's words (campaigns.title, campaigns.description) in the page's language.
  [paths.campaigns]: {
    title: 'Campaigns',
    description: 'Our current appeals: what each one is for, how far it has come, and how you can help.',
  },
  // docs/product/giving.md "Words": the page is Payment, its list My donations, its download Certificate.
  [paths.payment]: {
    title: 'Payment',
    description: 'Your donations, their status and their certificates.',
  },
  [paths.subscriptionConfirm]: {
    title: 'Confirm Subscription',
    description: 'Confirm your e-mail address to receive our updates.',
  },
  [paths.subscriptionUnsubscribe]: {
    title: 'Unsubscribe',
    description: 'Stop receiving our updates by e-mail.',
  },
  [paths.login]: { title: 'Login', description: 'Sign in to see your donations and receipts.' },
  [paths.register]: { title: 'Registration', description: 'Create a donor account.' },
  [paths.forgotPassword]: { title: 'Forgot Password', description: 'We will e-mail you a code to reset it.' },
};

/** Pages whose path has a parameter. */
export const PARAM_PAGES = {
  resetPassword: {
    title: 'Reset Password',
    description: 'Enter the code we e-mailed you and a new password.',
  },
  verifyUser: {
    title: 'Verify Email',
    description: 'Enter the code we e-mailed you to verify your address.',
  },
  eventDetail: { title: 'Event Details', description: 'About this event.' },
} as const satisfies Record<string, PageMeta>;

const EVENT_LIST_DESCRIPTIONS: Record<EventList, (category: string) => string> = {
  'upcoming-events': (category) => `Coming ${category} events: where and when, and how to take part.`,
  'past-events': (category) => `${category} events we have held, with photographs and videos from each.`,
  'recurring-events': (category) => `The ${category} seva we hold through the year, and how to join in.`,
};

/**
 * An event list's hero title (docs/product/content-and-pages.md: the list's name) and description; the six
 * lists share three titles, so
 * `documentTitle` adds the section to tell the browser tabs and search results apart.
 */
export const eventListPage = (category: Category, list: EventList): PageMeta & { documentTitle: string } => ({
  title: EVENT_LIST_LABELS[list],
  documentTitle: `${EVENT_LIST_LABELS[list]} · ${CATEGORY_LABELS[category]}`,
  description: EVENT_LIST_DESCRIPTIONS[list](CATEGORY_LABELS[category]),
});
