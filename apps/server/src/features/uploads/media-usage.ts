import type { Executor } from '#src/db/executor.ts';

/**
 * Where the site uses a file (docs/product/console.md "Media library"): every content column that holds an
 * upload's address, read in one query per table, and the events' descriptions, whose rich text may show a
 * picture by its address, and the records in the trash. A place reads "Event: Annadanam camp". The receipts' logo and signature are not here:
 * they are stored apart and never in the library (docs/decisions/0032).
 */

/** One record that holds addresses: where it is, in the editor's words, and the addresses it holds. */
export type Reference = { place: string; addresses: string[]; html?: string };

/** A picture pair a record holds: `image` (large) and `image_small`, as the library registers an old file. */
export type PicturePair = { image: string; image_small: string | null };

const label = (kind: string, name: string) => {
  const text = name.trim().replace(/\s+/g, ' ');
  return `${kind}: ${text.length > 60 ? `${text.slice(0, 59)}…` : text || 'untitled'}`;
};

const present = (...values: (string | null | undefined)[]) =>
  values.filter((value): value is string => typeof value === 'string' && value !== '');

/** Every record that holds an address, with the picture pairs among them (for registering old files). */
export async function loadReferences(
  db: Executor,
): Promise<{ references: Reference[]; pictures: PicturePair[]; files: string[] }> {
  const [
    events,
    banners,
    gallery,
    bannerVideos,
    popups,
    crosswords,
    literature,
    leaders,
    media,
    pages,
    pageDrafts,
    faqs,
    trash,
    translations,
  ] = await Promise.all([
    db
      .selectFrom('events')
      .select(['name as name', 'image', 'image_small', 'description1', 'description2', 'description3'])
      .execute(),
    db.selectFrom('banners').select(['quote as name', 'image', 'image_small']).execute(),
    db.selectFrom('gallery_images').select(['title as name', 'image', 'image_small']).execute(),
    db.selectFrom('banner_videos').select(['title as name', 'image', 'image_small']).execute(),
    db.selectFrom('popups').select(['title as name', 'image', 'image_small']).execute(),
    db.selectFrom('crosswords').select(['title as name', 'image', 'image_small']).execute(),
    db.selectFrom('literature').select(['title as name', 'image', 'image_small', 'file', 'is_pdf']).execute(),
    db.selectFrom('leaders').select(['name', 'image', 'image_small']).execute(),
    // The "media" content records: type 1 is a picture, whose address is `media` (a video's never matches a file).
    db.selectFrom('media').select(['title as name', 'media', 'type']).execute(),
    // The fixed pages' pictures and text, and the FAQ's answers (docs/product/content-and-pages.md).
    db.selectFrom('pages').select(['title as name', 'image', 'image_small', 'body']).execute(),
    // A page's draft is published as saved (docs/product/console.md "Drafts of pages"): its files stay in use.
    db.selectFrom('page_drafts').select(['title as name', 'image', 'image_small', 'body']).execute(),
    db.selectFrom('faqs').select(['question as name', 'answer']).execute(),
    // A record in the trash comes back whole when restored (docs/product/console.md "Trash"): its files stay in use.
    db.selectFrom('content_trash').select(['label as name', 'record']).execute(),
    // A translation's rich text may show pictures of its own (docs/product/languages.md "Translating content").
    db.selectFrom('content_translations').select(['resource', 'record_id', 'locale', 'fields']).execute(),
  ]);
  const references: Reference[] = [];
  const pictures: PicturePair[] = [];
  const files: string[] = [];
  const add = (
    kind: string,
    rows: readonly { name: string; image: string | null; image_small: string | null }[],
  ) => {
    for (const row of rows) {
      references.push({ place: label(kind, row.name), addresses: present(row.image, row.image_small) });
      if (row.image) pictures.push({ image: row.image, image_small: row.image_small || null });
    }
  };
  add('Event', events);
  add('Banner', banners);
  add('Gallery picture', gallery);
  add('Banner video', bannerVideos);
  add('Popup', popups);
  add('Crossword', crosswords);
  add('Literature', literature);
  add('Leader', leaders);
  add('Page', pages);
  add('Page draft', pageDrafts);
  for (const item of media) {
    references.push({ place: label('Media', item.name), addresses: present(item.media) });
    if (item.type === 1 && item.media) pictures.push({ image: item.media, image_small: null });
  }
  for (const book of literature) {
    if (book.file) references.push({ place: label('Literature', book.name), addresses: [book.file] });
    if (book.is_pdf && book.file) files.push(book.file);
  }
  for (const event of events) {
    const html = present(event.description1, event.description2, event.description3).join('\n');
    if (html.includes('<img'))
      references.push({ place: label('Event text', event.name), addresses: [], html });
  }
  for (const [kind, rows] of [
    ['Page text', pages],
    ['Page draft text', pageDrafts],
  ] as const) {
    for (const page of rows) {
      if (page.body.includes('<img'))
        references.push({ place: label(kind, page.name), addresses: [], html: page.body });
    }
  }
  for (const faq of faqs) {
    if (faq.answer.includes('<img'))
      references.push({ place: label('FAQ answer', faq.name), addresses: [], html: faq.answer });
  }
  for (const row of translations) {
    if (row.fields.includes('<img'))
      references.push({
        place: label(`Translation (${row.locale})`, `${row.resource} #${row.record_id}`),
        addresses: [],
        html: row.fields,
      });
  }
  for (const item of trash) {
    // The stored record is JSON, whose strings hold every address it had (pictures, PDFs, pictures in its text).
    references.push({ place: label('In the trash', item.name), addresses: [], html: item.record });
  }
  return { references, pictures, files };
}

/** The places that use any of `addresses`, each once, in the order found. */
export function placesUsing(references: readonly Reference[], addresses: readonly string[]): string[] {
  const places = new Set<string>();
  for (const reference of references) {
    const { html } = reference;
    if (
      reference.addresses.some((address) => addresses.includes(address)) ||
      (html !== undefined && addresses.some((address) => html.includes(address)))
    ) {
      places.add(reference.place);
    }
  }
  return [...places];
}
