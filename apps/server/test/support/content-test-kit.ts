import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { CreatableResource } from '@charity/shared';
import { randomIp } from './staff-test-kit.ts';

/**
 * Helpers for the content API tests: a call as a signed-in member, and for each resource a valid new record, a
 * change, and bad values with the field the 422 must name.
 */

type App = Pick<FastifyInstance, 'inject'>;

export function contentCall(
  app: App,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  options: { token?: string; body?: unknown } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    remoteAddress: randomIp(),
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
}

const picture = (name: string) => ({
  image: `/uploads/images/${name}-1200.webp`,
  image_small: `/uploads/images/${name}-720.webp`,
});

export const WATCH_URL = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=5s';
export const EMBED_URL = 'https://www.youtube.com/embed/dQw4w9WgXcQ';

export type ResourceSample = {
  /** A valid new record. */
  create: Record<string, unknown>;
  /** What the API must answer for it, where it differs from what was sent (normalised values). */
  stored?: Record<string, unknown>;
  /** A valid change. */
  patch: Record<string, unknown>;
  /** A word `q` finds it by. */
  search: string;
  /** Bad values, each with the field the 422 names. */
  invalid: Array<{ body: Record<string, unknown>; field: string }>;
};

export const SAMPLES: Record<CreatableResource, ResourceSample> = {
  events: {
    create: {
      name: 'Winter Blanket Drive',
      ...picture('blanket'),
      category: 'manava-seva',
      status: 0,
      sdate: '2099-01-10',
      edate: '2099-01-12',
      description1: '<p>Blankets for <strong>800</strong> families.</p>',
    },
    stored: { description2: null, description3: null, published: true, sort_order: 0, listed_status: 0 },
    patch: { name: 'Winter Blanket Drive 2099' },
    search: 'blanket',
    invalid: [
      { body: { name: '' }, field: 'name' },
      { body: { category: 'other-seva' }, field: 'category' },
      { body: { status: 3 }, field: 'status' },
      { body: { sdate: '10/01/2099' }, field: 'sdate' },
      { body: { edate: '2099-01-09' }, field: 'edate' },
      { body: { image: 'javascript:alert(1)' }, field: 'image' },
    ],
  },
  banners: {
    create: { ...picture('banner'), quote: 'Service to man is service to God' },
    patch: { quote: 'Love all, serve all' },
    search: 'service to man',
    invalid: [
      { body: { quote: '' }, field: 'quote' },
      { body: { image_small: '//evil.example/x.webp' }, field: 'image_small' },
      { body: { published: 'yes' }, field: 'published' },
    ],
  },
  counters: {
    create: { title: 'Meals served', counter: 120000 },
    patch: { counter: 125000 },
    search: 'meals',
    invalid: [
      { body: { counter: -1 }, field: 'counter' },
      { body: { counter: 'many' }, field: 'counter' },
      { body: { sort_order: 1.5 }, field: 'sort_order' },
    ],
  },
  'gallery-images': {
    create: { ...picture('gallery'), title: 'Lamps at dusk', category: 'madhava-seva' },
    stored: { event_id: null },
    patch: { title: 'Lamps at the tank' },
    search: 'lamps',
    invalid: [
      { body: { category: 'all' }, field: 'category' },
      { body: { event_id: 999_999 }, field: 'event_id' },
      { body: { title: 'x'.repeat(201) }, field: 'title' },
    ],
  },
  'gallery-videos': {
    create: { video: WATCH_URL, title: 'Annadanam highlights', category: 'manava-seva' },
    stored: { video: EMBED_URL },
    patch: { video: 'https://youtu.be/aBcDeFgHiJk' },
    search: 'highlights',
    invalid: [
      { body: { video: 'https://vimeo.com/76979871' }, field: 'video' },
      { body: { video: 'https://evil.example/embed/dQw4w9WgXcQ' }, field: 'video' },
    ],
  },
  literature: {
    create: {
      title: 'Bhaja Govindam',
      ...picture('book'),
      file: '/uploads/documents/bhaja.pdf',
      is_pdf: true,
    },
    patch: { is_pdf: false, file: 'https://shop.example.org/bhaja-govindam' },
    search: 'govindam',
    invalid: [
      { body: { file: 'data:application/pdf;base64,AAAA' }, field: 'file' },
      { body: { is_pdf: 'yes' }, field: 'is_pdf' },
    ],
  },
  media: {
    create: { title: 'Radio interview', type: 2, media: 'youtu.be/dQw4w9WgXcQ' },
    stored: { media: EMBED_URL },
    patch: { title: 'Radio interview, 2026' },
    search: 'radio',
    invalid: [
      { body: { type: 2, media: 'https://example.org/clip.mp4' }, field: 'media' },
      { body: { type: 1, media: 'javascript:alert(1)' }, field: 'media' },
      { body: { type: 3 }, field: 'type' },
    ],
  },
  crosswords: {
    create: { ...picture('crossword'), title: 'Crossword 42: the Gita' },
    patch: { title: 'Crossword 42: the Bhagavad Gita' },
    search: 'gita',
    invalid: [{ body: { title: '  ' }, field: 'title' }],
  },
  testimonials: {
    create: { kind: 1, testimonial: 'They fed my whole village.', author: 'Asha Rao' },
    stored: { role: '' },
    patch: { role: 'Volunteer' },
    search: 'asha',
    invalid: [
      { body: { kind: 2 }, field: 'testimonial' },
      { body: { kind: 5 }, field: 'kind' },
      { body: { author: '' }, field: 'author' },
    ],
  },
  popups: {
    create: { ...picture('popup'), title: 'Sainik Seva: volunteer', link: '/volunteer' },
    stored: { active: true },
    patch: { active: false },
    search: 'sainik',
    invalid: [
      { body: { link: 'javascript:alert(1)' }, field: 'link' },
      { body: { active: 'sometimes' }, field: 'active' },
    ],
  },
  'banner-videos': {
    create: {
      ...picture('banner-video'),
      video: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
      title: 'Our year',
    },
    patch: { title: 'Our year in seva' },
    search: 'our year',
    invalid: [{ body: { video: 'https://www.youtube.com/watch?v=short' }, field: 'video' }],
  },
  leaders: {
    // No portrait: the page draws the initials.
    create: {
      name: 'Meera Iyer',
      role: 'Volunteer Coordinator',
      description: 'Welcomes new volunteers.',
      team: 'coordinator',
    },
    stored: { image: null, image_small: null, published: true, sort_order: 0 },
    patch: { ...picture('leader') },
    search: 'volunteer coord',
    invalid: [
      { body: { name: '' }, field: 'name' },
      { body: { team: 'board' }, field: 'team' },
      { body: { image: 'javascript:alert(1)' }, field: 'image' },
      { body: { description: 'x'.repeat(1001) }, field: 'description' },
    ],
  },
  faqs: {
    create: {
      section: 'giving',
      question: 'Can I give in memory of someone?',
      answer: '<p>Yes, <em>gladly</em>.</p>',
    },
    stored: { published: true, sort_order: 0 },
    patch: { answer: '<p>Yes: write their name in the note.</p>' },
    search: 'in memory',
    invalid: [
      { body: { question: '' }, field: 'question' },
      { body: { section: 'elsewhere' }, field: 'section' },
      { body: { answer: '<script>alert(1)</script>' }, field: 'answer' },
    ],
  },
};
