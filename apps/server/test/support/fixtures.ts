import type { Insertable } from 'kysely';
import type { Db } from '#src/db/database.ts';
import type { Database } from '#src/db/schema.ts';

/**
 * Small factories for API tests: each inserts one row with plausible defaults and returns its id.
 * Tests state only the columns they assert on.
 */

let counter = 0;
const next = () => ++counter;
const picture = (name: string) => ({
  image: `/uploads/${name}-1200.webp`,
  image_small: `/uploads/${name}-480.webp`,
});

async function insert<T extends keyof Database>(
  db: Db,
  table: T,
  values: Insertable<Database[T]>,
): Promise<number> {
  // Every content table has an integer id; Kysely cannot see that through the generic table name.
  const row = (await db
    .insertInto(table)
    .values(values as never)
    .returning('id' as never)
    .executeTakeFirstOrThrow()) as unknown as { id: number };
  return row.id;
}

export const fixtures = {
  event: (db: Db, values: Partial<Insertable<Database['events']>> = {}) => {
    const n = next();
    return insert(db, 'events', {
      name: `Annadanam at the ashram ${n}`,
      category: 'madhava-seva',
      status: 1,
      sdate: '2026-01-15',
      edate: '2026-01-15',
      description1: '<p>Meals served to 300 devotees.</p>',
      description2: null,
      description3: null,
      ...picture(`event-${n}`),
      ...values,
    });
  },
  galleryImage: (db: Db, values: Partial<Insertable<Database['gallery_images']>> = {}) => {
    const n = next();
    return insert(db, 'gallery_images', {
      title: `Seva moment ${n}`,
      category: 'manava-seva',
      event_id: null,
      ...picture(`gallery-${n}`),
      ...values,
    });
  },
  galleryVideo: (db: Db, values: Partial<Insertable<Database['gallery_videos']>> = {}) => {
    const n = next();
    return insert(db, 'gallery_videos', {
      title: `Seva video ${n}`,
      category: 'manava-seva',
      video: `https://www.youtube.com/embed/video${n}`,
      event_id: null,
      ...values,
    });
  },
  banner: (db: Db, values: Partial<Insertable<Database['banners']>> = {}) => {
    const n = next();
    return insert(db, 'banners', { quote: `Love all, serve all ${n}`, ...picture(`banner-${n}`), ...values });
  },
  counter: (db: Db, values: Partial<Insertable<Database['counters']>> = {}) =>
    insert(db, 'counters', { title: `Meals served ${next()}`, counter: 1200, ...values }),
  bannerVideo: (db: Db, values: Partial<Insertable<Database['banner_videos']>> = {}) =>
    insert(db, 'banner_videos', {
      title: 'A day at the ashram',
      video: 'https://www.youtube.com/embed/abc123',
      ...picture(`banner-video-${next()}`),
      ...values,
    }),
  popup: (db: Db, values: Partial<Insertable<Database['popups']>> = {}) =>
    insert(db, 'popups', {
      title: 'Annual seva camp',
      link: null,
      active: 1,
      ...picture(`popup-${next()}`),
      ...values,
    }),
  crossword: (db: Db, values: Partial<Insertable<Database['crosswords']>> = {}) => {
    const n = next();
    return insert(db, 'crosswords', { title: `Crossword ${n}`, ...picture(`crossword-${n}`), ...values });
  },
  literature: (db: Db, values: Partial<Insertable<Database['literature']>> = {}) => {
    const n = next();
    return insert(db, 'literature', {
      title: `Sai Satcharitra ${n}`,
      file: `/uploads/literature-${n}.pdf`,
      is_pdf: 1,
      ...picture(`literature-${n}`),
      ...values,
    });
  },
  media: (db: Db, values: Partial<Insertable<Database['media']>> = {}) => {
    const n = next();
    return insert(db, 'media', {
      title: `In the news ${n}`,
      type: 1,
      media: `/uploads/media-${n}.webp`,
      ...values,
    });
  },
  testimonial: (db: Db, values: Partial<Insertable<Database['testimonials']>> = {}) =>
    insert(db, 'testimonials', {
      kind: 1,
      testimonial: 'Serving here changed how I see my city.',
      author: `Volunteer ${next()}`,
      role: 'Volunteer',
      ...values,
    }),
};

/** Shaped like apps/web's built index.html: its own title and description, an empty #root, the module script. */
export const WEB_INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Sai Mayee Trusts, Bengaluru: the default description."
    />
    <title>Sai Mayee Trusts</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/assets/index-abc123.js"></script>
  </body>
</html>
`;
