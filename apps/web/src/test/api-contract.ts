import type {
  Campaign,
  CampaignSummary,
  Banner,
  BannerVideo,
  BlogPost,
  Counter,
  Crossword,
  DonationCheckout,
  DonationRow,
  DonationThankYou,
  DonorStatement,
  DonorForm10be,
  EhundiEntry,
  ErrorBody,
  EventDetail,
  EventSummary,
  Faq,
  GalleryImage,
  GalleryVideo,
  Leader,
  MonthlyGift,
  MonthlyGiftResponse,
  Literature,
  Media,
  Page,
  Popup,
  PublicSite,
  PublicUser,
  SandboxPayFailed,
  SandboxPayResponse,
  SessionResponse,
  SitePage,
  SubscriptionCheckout,
  VerifySubscriptionRequest,
  Testimonial,
  UserIdResponse,
  VerifyPaymentResponse,
} from '@charity/shared';

type Data<T> = { data: T };
type Message = { message: string };

/**
 * What the API answers on success, per "METHOD /path", in the types @charity/shared declares (the server answers
 * with the same schemas). The fake server (api-server.ts) only accepts answers of these types, so a test cannot
 * hand the app a body the real server never sends. Paths with an id are template patterns.
 */
export interface ApiContract {
  'GET /api/auth/me': Data<PublicUser>;
  'POST /api/auth/login': SessionResponse;
  'POST /api/auth/logout': Message;
  'POST /api/auth/register': UserIdResponse;
  'POST /api/auth/forgot-password': UserIdResponse;
  [route: `GET /api/auth/resend-otp/${string}`]: Message;
  [route: `POST /api/auth/verify-user/${string}`]: SessionResponse;
  [route: `POST /api/auth/reset-password/${string}`]: Message;

  'GET /api/site': Data<PublicSite>;

  'GET /api/banner/random': Data<Banner[]>;
  'GET /api/banner-video/display': Data<BannerVideo>;
  'GET /api/counter/random': Data<Counter[]>;
  'GET /api/gallery-image/random': Data<GalleryImage[]>;
  'GET /api/popup/display': Data<Popup | null>;
  'GET /api/blog/posts': Data<BlogPost[]>;

  'GET /api/event/paginate': Page<EventSummary>;
  [route: `GET /api/event/display/${string}`]: Data<EventDetail>;
  'GET /api/gallery-image/paginate': Page<GalleryImage>;
  'GET /api/gallery-video/paginate': Page<GalleryVideo>;
  'GET /api/literature/paginate': Page<Literature>;
  'GET /api/crossword/paginate': Page<Crossword>;
  'GET /api/media/paginate': Page<Media>;
  'GET /api/testimonial/filter': Data<Testimonial[]>;
  'GET /api/leader/list': Data<Leader[]>;
  'GET /api/pages/:slug': Data<SitePage>;
  'GET /api/campaign/list': Data<CampaignSummary[]>;
  'GET /api/campaign/:slug': Data<Campaign>;
  'GET /api/faq': Data<Faq[]>;
  /** The FAQ demo page calls it and ignores the answer (docs/product/content-and-pages.md). */
  'GET /api/contact/demo': unknown;

  'POST /api/contact/create': Message;
  'POST /api/volunteer/create': Message;
  'POST /api/subscription/create': Message;
  'POST /api/subscription/confirm': Message;
  'POST /api/subscription/unsubscribe': Message;

  'POST /api/donation/create': Data<DonationCheckout>;
  'POST /api/e-hundi/create': Data<EhundiEntry>;
  'POST /api/donation/verify-payment/': VerifyPaymentResponse;
  'GET /api/donation/thank-you': Data<DonationThankYou>;
  [route: `POST /api/donation/${string}/pay`]: Data<DonationCheckout>;
  [route: `GET /api/donation/certificate/${string}`]: Data<string>;
  'GET /api/user/payment-data': Page<DonationRow>;
  'GET /api/donation/statements': Data<DonorStatement[]>;
  'POST /api/donation/statement/mail': Message;
  'GET /api/donation/form-10be': Data<DonorForm10be[]>;
  'POST /api/payments/sandbox/pay': SandboxPayResponse;

  'POST /api/donation/subscription/create': Data<SubscriptionCheckout>;
  'POST /api/donation/subscription/verify': MonthlyGiftResponse;
  [route: `POST /api/donation/subscription/${string}/cancel`]: MonthlyGiftResponse;
  'GET /api/user/monthly-gifts': Data<MonthlyGift[]>;
  'POST /api/payments/sandbox/subscription/pay': Data<VerifySubscriptionRequest>;
}

/** Failure bodies other than the usual error envelope. */
export interface ApiFailures {
  'POST /api/payments/sandbox/pay': SandboxPayFailed | ErrorBody;
  'POST /api/payments/sandbox/subscription/pay': SandboxPayFailed | ErrorBody;
}

export type ApiRoute = Extract<keyof ApiContract, string>;
