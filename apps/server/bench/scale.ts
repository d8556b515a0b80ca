import { randomBytes } from 'node:crypto';
import { benchConfig } from './bench-config.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { sql, type Insertable } from 'kysely';
import { PAGE_SIZE, type Category } from '@charity/shared';
import { buildApp, type App } from '#src/app.ts';
import { createDatabase } from '#src/db/database.ts';
import type { Database } from '#src/db/schema.ts';
import { DEMO_EVENTS, DEMO_GALLERY_IMAGES } from '#src/seed/demo-content.ts';
import { createStaffSession } from '#src/services/staff-auth/sessions.ts';

/**
 * ADR 29: does a request cost the same at 20,000 events and 20,000 gallery images as on the demo site? Two temp
 * databases get the demo's events and pictures (its rows, without generating its artwork); generated rows then
 * bring the second to SCALE_EVENTS events and SCALE_IMAGES pictures. Each request is measured on both, in
 * alternating rounds so that other work on the machine weighs on both alike, and printed with the ratio of its
 * cost large/small (docs/decisions/0029-cost-flat-as-content-grows.md).
 *
 * Every request goes to the database: the 2 s micro-cache is off. The content cache (list and search ids, sitemap
 * parts) is on, as deployed.
 * SQLite by default; `BENCH_DATABASE_URL=postgres://…` runs it in two temporary schemas of that database.
 * `BENCH_SECONDS` is the length of one measurement (default 1; three rounds each). `BENCH_SMOKE=1`: 300 rows, one
 * round of 1 s with 2 connections (test/bench.test.ts), figures meaningless.
 */

const SMOKE = process.argv.includes('--smoke') || process.env.BENCH_SMOKE === '1';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 1);
const ROUNDS = SMOKE ? 1 : 3;
const CONNECTIONS = SMOKE ? 2 : 10;
const EVENTS = Number(process.env.SCALE_EVENTS ?? (SMOKE ? 300 : 20_000));
const IMAGES = Number(process.env.SCALE_IMAGES ?? (SMOKE ? 300 : 20_000));
const PG_URL = process.env.BENCH_DATABASE_URL;
const HOST = '127.0.0.1';
/** A request is "flat" when the large database costs at most this many times the small one. */
const TARGET_RATIO = 2;

for (const [name, value, max] of [
  ['BENCH_SECONDS', SECONDS, 60],
  ['SCALE_EVENTS', EVENTS, 1_000_000],
  ['SCALE_IMAGES', IMAGES, 1_000_000],
] as const) {
  if (!Number.isInteger(value) || value <= 0 || value > max) {
    console.error(`${name} must be a whole number from 1 to ${max}`);
    process.exit(1);
  }
}

type Size = 'small' | 'large';
/**
 * One measurement. `cpuPerRequest`: microseconds of the server's thread per request (process.threadCpuUsage; the
 * client runs in a worker thread). On SQLite it includes the queries, run in that thread; other work on the
 * machine moves it far less than requests/s, so the ratio is taken from it. On PostgreSQL the queries run in the
 * database server and only requests/s sees them.
 */
type Sample = { requestsPerSecond: number; cpuPerRequest: number; p99: number; failed: number };
type Target = {
  name: string;
  /** The path at each size: a deep page depends on how many pages there are. */
  path: (app: App) => Promise<string>;
  headers?: Record<string, string>;
  /** How many rows the answer counts (meta.total), printed beside the figures. */
  total?: boolean;
};

/** What a crawler sends: it takes a compressed sitemap. */
const CRAWLER = { 'accept-encoding': 'br, gzip' };

const lastPage = (total: number) => Math.max(1, Math.ceil(total / PAGE_SIZE));

async function countOf(app: App, url: string, headers: Record<string, string> = {}): Promise<number> {
  const res = await app.inject({ url, headers });
  if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
  return res.json<{ meta: { total: number } }>().meta.total;
}

const EVENT_LIST = '/api/event/paginate?filter=madhava-seva&status=1';
const IMAGE_LIST = '/api/gallery-image/paginate';
/**
 * Searches found at both sizes, a common word and narrower ones; the table prints how many rows match. The events
 * have no public search: the console's is measured (not cached: an editor sees each change at once).
 */
const SEARCH_WORD = 'temple';
const NARROW_SEARCH = 'temple bells';
const NARROW_EVENT_SEARCH = 'sainik';

function targets(token: string): Target[] {
  const staff = { authorization: `Bearer ${token}` };
  return [
    { name: 'events: page 1', path: () => Promise.resolve(EVENT_LIST), total: true },
    {
      name: 'events: last page',
      path: async (app) => `${EVENT_LIST}&page=${lastPage(await countOf(app, EVENT_LIST))}`,
    },
    {
      name: `events: console search "${SEARCH_WORD}"`,
      path: () => Promise.resolve(`/api/admin/events?q=${encodeURIComponent(SEARCH_WORD)}`),
      headers: staff,
      total: true,
    },
    {
      name: `events: console search "${NARROW_EVENT_SEARCH}"`,
      path: () => Promise.resolve(`/api/admin/events?q=${encodeURIComponent(NARROW_EVENT_SEARCH)}`),
      headers: staff,
      total: true,
    },
    { name: 'gallery: page 1', path: () => Promise.resolve(IMAGE_LIST), total: true },
    {
      name: 'gallery: last page',
      path: async (app) => `${IMAGE_LIST}?page=${lastPage(await countOf(app, IMAGE_LIST))}`,
    },
    {
      name: `gallery: search "${SEARCH_WORD}"`,
      path: () => Promise.resolve(`${IMAGE_LIST}?search=${encodeURIComponent(SEARCH_WORD)}`),
      total: true,
    },
    {
      name: `gallery: search "${NARROW_SEARCH}"`,
      path: () => Promise.resolve(`${IMAGE_LIST}?search=${encodeURIComponent(NARROW_SEARCH)}`),
      total: true,
    },
    { name: 'sitemap index', path: () => Promise.resolve('/sitemap.xml') },
  ];
}

// A hung server or client must not keep a CI job (or a shared machine) busy forever.
const watchdog = setTimeout(
  () => {
    console.error('bench:scale: timed out');
    process.exit(1);
  },
  (SECONDS * (ROUNDS + 1) * 2 * 9 * 2 + 300) * 1000,
);
watchdog.unref();

// ---- content -----------------------------------------------------------------------------------------------------

const PICTURE = { image: '/uploads/bench-1200.webp', image_small: '/uploads/bench-480.webp' };
const DAY_MS = 86_400_000;
const isoDate = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** The demo's events and gallery pictures as rows (seed/demo-content.ts), with one placeholder picture. */
async function insertDemo(app: App) {
  for (const event of DEMO_EVENTS) {
    const sdate = event.startInDays === null ? null : isoDate(event.startInDays);
    const { id } = await app.db
      .insertInto('events')
      .values({
        name: event.name,
        category: event.category,
        status: event.status,
        sdate,
        edate: event.startInDays === null ? null : isoDate(event.startInDays + (event.days ?? 1) - 1),
        description1: event.descriptions[0],
        ...PICTURE,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const images = (event.images ?? []).map((image) => ({
      title: image.title,
      category: event.category,
      event_id: id,
      ...PICTURE,
    }));
    if (images.length > 0) await app.db.insertInto('gallery_images').values(images).execute();
  }
  await app.db
    .insertInto('gallery_images')
    .values(DEMO_GALLERY_IMAGES.map(({ title, category }) => ({ title, category, ...PICTURE })))
    .execute();
}

/**
 * Rows up to `events` events and `images` pictures, shaped like a trust's history: the demo's names and titles
 * (so a word is as common as on the demo site) with a place and a year, mostly past events (a quarter still stored
 * as upcoming after their date, ADR 18), some recurring, a few ahead; both categories alike.
 */
async function insertHistory(app: App, events: number, images: number) {
  const places = [
    'Jayanagar',
    'Basavanagudi',
    'Hoskote',
    'Chamarajpet',
    'Malleshwaram',
    'Mysuru',
    'Tumakuru',
  ];
  const have = async (table: 'events' | 'gallery_images') =>
    Number(
      (
        await app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const titles = [...DEMO_GALLERY_IMAGES.map((image) => image.title), ...DEMO_EVENTS.map((e) => e.name)];
  const eventRows: Insertable<Database['events']>[] = [];
  for (let i = (await have('events')) + 1; i <= events; i++) {
    const template = DEMO_EVENTS[i % DEMO_EVENTS.length]!;
    const kind = i % 20;
    const ago = 2 + (i % 3650);
    const [status, sdate]: [0 | 1 | 2, string | null] =
      kind < 3
        ? [2, null]
        : kind === 3 && i % 40 === 3
          ? [0, isoDate(i % 300)]
          : kind < 8
            ? [0, isoDate(-ago)]
            : [1, isoDate(-ago)];
    eventRows.push({
      name: `${template.name}, ${places[i % places.length]} ${2000 + (i % 26)}`,
      category: template.category,
      status,
      sdate,
      edate: sdate,
      description1: template.descriptions[0],
      ...PICTURE,
    });
  }
  const imageRows: Insertable<Database['gallery_images']>[] = [];
  for (let i = (await have('gallery_images')) + 1; i <= images; i++) {
    imageRows.push({
      title: `${titles[i % titles.length]}, ${places[i % places.length]} ${2000 + (i % 26)}`,
      category: (i % 2 === 0 ? 'madhava-seva' : 'manava-seva') satisfies Category,
      ...PICTURE,
    });
  }
  await app.db.transaction().execute(async (trx) => {
    for (let at = 0; at < eventRows.length; at += 500) {
      await trx
        .insertInto('events')
        .values(eventRows.slice(at, at + 500))
        .execute();
    }
    for (let at = 0; at < imageRows.length; at += 1000) {
      await trx
        .insertInto('gallery_images')
        .values(imageRows.slice(at, at + 1000))
        .execute();
    }
  });
}

/** An editor's session for the console search, straight into the tables (the sign-in is not what is measured). */
async function editorToken(app: App): Promise<string> {
  const id = randomBytes(8).toString('hex');
  await app.db
    .insertInto('staff')
    .values({
      id,
      email: `bench.${id}@example.org`,
      name: 'Bench Editor',
      role: 'editor',
      password_hash: null,
      totp_secret: null,
      totp_last_step: null,
      disabled_at: null,
    })
    .execute();
  return createStaffSession(app.db, id, null, new Date());
}

// ---- measuring -----------------------------------------------------------------------------------------------------

async function measure(url: string, headers: Record<string, string>): Promise<Sample> {
  const cpu = process.threadCpuUsage();
  const result = await autocannon({
    url,
    headers,
    connections: CONNECTIONS,
    pipelining: 1,
    duration: SECONDS,
    // The client gets its own thread, so it does not steal the server's event loop (they share this process).
    workers: 1,
  });
  const used = process.threadCpuUsage(cpu);
  return {
    requestsPerSecond: result.requests.average,
    cpuPerRequest: (used.user + used.system) / Math.max(1, result.requests.total),
    p99: result.latency.p99,
    failed: result.errors + result.timeouts + result.non2xx,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
};

/** One database and the app on it. */
type Site = { size: Size; app: App; url: string; token: string };
type Row = { name: string; samples: Record<Size, Sample[]>; totals: Partial<Record<Size, number>> };

/**
 * Every target on both sites, alternating small and large in ROUNDS rounds after one unrecorded round (the first
 * requests also pay for compiling the code they run); the median of the rounds is printed.
 */
async function measureAll(sites: Site[]): Promise<Row[]> {
  const rows: Row[] = [];
  for (const [index, target] of targets('').entries()) {
    const row: Row = { name: target.name, samples: { small: [], large: [] }, totals: {} };
    rows.push(row);
    const runs: Array<{ size: Size; url: string; headers: Record<string, string> }> = [];
    for (const site of sites) {
      const siteTarget = targets(site.token)[index]!;
      const path = await siteTarget.path(site.app);
      if (siteTarget.total) row.totals[site.size] = await countOf(site.app, path, siteTarget.headers);
      runs.push({ size: site.size, url: `${site.url}${path}`, headers: siteTarget.headers ?? {} });
    }
    for (let round = SMOKE ? 1 : 0; round <= ROUNDS; round++) {
      for (const run of runs) {
        const sample = await measure(run.url, run.headers);
        if (round > 0) row.samples[run.size].push(sample);
      }
    }
  }
  return rows;
}

function printTable(rows: Row[], byCpu: boolean) {
  const lines = [
    [
      'request',
      'req/s small',
      'req/s large',
      'server µs/req small',
      'server µs/req large',
      'large/small cost',
      'p99 ms small/large',
      'rows counted small/large',
    ],
    ...rows.map((row) => {
      const of = (size: Size, figure: (sample: Sample) => number) => median(row.samples[size].map(figure));
      const rate = (size: Size) => of(size, (sample) => sample.requestsPerSecond);
      const cpu = (size: Size) => of(size, (sample) => sample.cpuPerRequest);
      const ratio = byCpu ? cpu('large') / cpu('small') : rate('small') / rate('large');
      const counted =
        row.totals.small === undefined ? '' : `${row.totals.small} / ${row.totals.large ?? '-'}`;
      return [
        row.name,
        rate('small').toFixed(0),
        rate('large').toFixed(0),
        cpu('small').toFixed(0),
        cpu('large').toFixed(0),
        Number.isFinite(ratio) ? `${ratio.toFixed(2)}x${ratio <= TARGET_RATIO ? '' : ' (over 2x)'}` : 'n/a',
        `${of('small', (sample) => sample.p99).toFixed(0)} / ${of('large', (sample) => sample.p99).toFixed(0)}`,
        counted,
      ];
    }),
  ];
  const widths = lines[0]?.map((_, col) => Math.max(...lines.map((line) => (line[col] ?? '').length))) ?? [];
  for (const line of lines) console.log(line.map((cell, col) => cell.padEnd(widths[col] ?? 0)).join('  '));
}

async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: HOST });
  const { port } = app.server.address() as AddressInfo;
  return `http://${HOST}:${port}`;
}

/** A site on a fresh database (a temp SQLite file, or a new schema of BENCH_DATABASE_URL) with the demo's rows. */
async function openSite(size: Size, cleanups: Array<() => Promise<void>>): Promise<Site> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'charity-bench-scale-'));
  cleanups.push(() => Promise.resolve(rmSync(dataDir, { recursive: true, force: true })));
  const config = benchConfig(dataDir, PG_URL ? { DATABASE_URL: PG_URL } : {});
  if (config.database.kind === 'postgres') {
    const schema = `bench_scale_${randomBytes(4).toString('hex')}`;
    const admin = createDatabase({ kind: 'postgres', url: config.database.url });
    // The schema must exist before the app migrates into it, and goes when the bench ends.
    await sql`create schema ${sql.id(schema)}`.execute(admin);
    cleanups.push(async () => {
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(admin);
      await admin.destroy();
    });
    config.database.schema = schema;
  }
  const app = await buildApp({ config, microCacheMs: 0, contentCache: true, logger: false });
  // Closed before the schema is dropped: cleanups run last first.
  cleanups.push(() => app.close());
  await app.ready();
  const url = await listen(app);
  await insertDemo(app);
  return { size, app, url, token: await editorToken(app) };
}

async function main(): Promise<number> {
  const cleanups: Array<() => Promise<void>> = [];
  try {
    const database = PG_URL ? 'PostgreSQL (two temporary schemas)' : 'SQLite (two temp files)';
    console.log(
      `bench:scale on ${database}: autocannon ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s per ` +
        'request and size; micro-cache off, content cache on',
    );
    if (SMOKE)
      console.log('smoke run: checks that every request answers 2xx; the figures are not a measurement');
    const load = () => `load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`;
    console.log(`before: ${load()}`);

    const small = await openSite('small', cleanups);
    const large = await openSite('large', cleanups);
    const started = performance.now();
    const { app } = large;
    await insertHistory(app, EVENTS, IMAGES);
    // What autovacuum would have done by the time a site holds this much (PostgreSQL's GIN pending list and
    // visibility map); SQLite keeps no statistics unless asked, and the site never asks.
    if (PG_URL) await sql`vacuum analyze`.execute(app.db);
    console.log(
      `large: seeded ${EVENTS} events and ${IMAGES} gallery images in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const rows = await measureAll([small, large]);
    // A part grows with the site up to SITEMAP_PART_URLS, so its cost is bounded by the part, not the site; it is
    // printed apart, as a crawler fetches it (compressed).
    const part = await large.app.inject({ url: '/sitemap-events-1.xml', headers: CRAWLER });
    const partSample = await measure(`${large.url}/sitemap-events-1.xml`, CRAWLER);
    console.log(`after: ${load()}\n`);
    printTable(rows, !PG_URL);
    console.log(
      `\nlarge /sitemap-events-1.xml (${part.headers['content-encoding'] ?? 'identity'}, ` +
        `${(part.rawPayload.length / 1024).toFixed(0)} kB on the wire): ${partSample.requestsPerSecond.toFixed(0)} req/s, ` +
        `${partSample.cpuPerRequest.toFixed(0)} µs of server thread per request`,
    );
    console.log(
      `\nsmall: the demo's ${DEMO_EVENTS.length} events and their pictures; large: ${EVENTS} events, ${IMAGES} images. ` +
        `Medians of the rounds. large/small cost = ${PG_URL ? 'small req/s / large req/s' : 'server µs per request, large / small'}; ` +
        `the target is at most ${TARGET_RATIO}x.`,
    );
    const failed = rows.filter((row) =>
      [...row.samples.small, ...row.samples.large].some((x) => x.failed > 0),
    );
    for (const row of failed) console.error(`${row.name}: requests errored or were not 2xx`);
    if (partSample.failed > 0) console.error('/sitemap-events-1.xml: requests errored or were not 2xx');
    return failed.length > 0 || partSample.failed > 0 ? 1 : 0;
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

process.exitCode = await main();
