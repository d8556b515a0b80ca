/**
 * `npm run size`: the home page's first-load budget (README.md). Reads the built web app's chunk
 * graph (apps/web/dist/.vite/manifest.json), takes what index.html loads before any code runs (the entry
 * chunk, its static imports, which Vite modulepreloads, and their CSS), takes each file's size as the server sends
 * it to a browser that accepts only gzip (the build's `.gz` copy, apps/web/precompress.config.ts, or the file
 * gzipped as @fastify/compress would when there is none), prints a table with the brotli size most browsers get
 * beside it, and fails when the JavaScript is over 122 kB or the CSS over 30 kB. The budgets are in gzip, the
 * larger of the two. Needs `npm run build` first.
 *
 * The JavaScript budget was 120 kB until the site spoke Kannada: 2 kB more pays for the message runtime and the
 * chrome's messages in both languages (docs/product/languages.md, docs/decisions/0067). The first load is measured
 * for an English page (`/`) and a Kannada one (`/kn`) alike, each from the document the built server actually
 * sends for it: the scripts and module preloads it names, with everything they import statically. Both load the
 * same entry today (the URL picks the language, the messages of both are in it), so the two figures agree; a
 * change that made a Kannada page load more (a preloaded catalogue, say) would show here and must fit the same
 * budget. A Kannada page adds its font, which no page preloads and which is not JavaScript.
 *
 * The web fonts index.html preloads (apps/web/fonts.config.ts) are part of every first load too, and have their
 * own budget of 60 kB, counted as sent: woff2 is compressed already, so the server sends it as it is. The two
 * Latin files are about 51 kB; the budget leaves room for a package update, not for a third preloaded file
 * (docs/decisions/0035). Fonts add no JavaScript.
 *
 * The rest of the home page has a budget of its own (120 kB of JavaScript, gzip): the route's chunk, which the
 * router fetches once the entry runs, and the sections it loads itself (below the fold, the popup), each with what
 * it imports that the entry did not bring. It is not on the first paint's path, but the phone still downloads,
 * compiles and runs all of it while the page comes to life (Lighthouse's Total Blocking Time). Before it existed,
 * libphonenumber's metadata (~80 kB) rode along with the subscription form unnoticed from the day the donation
 * form took international numbers (ADR 31) until ADR 38; packages/shared/src/forms.ts says how the forms are
 * split now.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';

/** Kilobytes as Vite's build report prints them (1 kB = 1000 bytes), so both show the same figures. */
const KB = 1000;
export const BUDGET = { js: 122 * KB, css: 30 * KB, fonts: 60 * KB, homeRest: 120 * KB } as const;

/** The pages whose first load is measured: the home page in English and in Kannada. */
export const PAGES = [
  { name: 'English', path: '/' },
  { name: 'Kannada', path: '/kn' },
] as const;

/** The module the home route (`/`) lazily loads; a key of the manifest. */
const HOME_ROUTE = 'src/app/routes/home.tsx';

type Asset = { file: string; kind: 'js' | 'css' | 'font'; raw: number; gzip: number; br: number };

/**
 * The manifest keys of a route's chunk and of the parts it loads itself (its own `import()`s: the home page's
 * sections), with their static imports, leaving out what `loaded` (the first load) already brought. Each once.
 */
export function routeRest(manifest: Manifest, route: string, loaded: ReadonlySet<string>): string[] {
  return staticClosure(manifest, [route, ...(manifest[route]?.dynamicImports ?? [])], new Set(loaded));
}

/** The manifest keys of `keys` and everything they import statically, depth first, each once. */
export function staticClosure(manifest: Manifest, keys: string[], seen = new Set<string>()): string[] {
  const order: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no entry "${key}"`);
    order.push(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return order;
}

/** The JS and CSS files of the given chunks, without duplicates (chunks share CSS files). */
export function filesOf(manifest: Manifest, keys: string[]): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  return { js: [...js], css: [...css] };
}

/** The files index.html preloads as fonts (`<link rel="preload" as="font" href="/assets/...">`), relative to dist. */
export function preloadedFonts(html: string): string[] {
  const files: string[] = [];
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (!/\brel=["']?preload\b/i.test(tag) || !/\bas=["']?font\b/i.test(tag)) continue;
    const href = /\bhref=["']?([^"'\s>]+)/i.exec(tag)?.[1];
    if (href) files.push(href.replace(/^\//, ''));
  }
  return files;
}

/**
 * The JavaScript files a served document loads before any code runs: its module scripts and the modules it
 * preloads, relative to dist (`assets/index-….js`), in document order, each once.
 */
export function documentScripts(html: string): string[] {
  const files = new Set<string>();
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const isScript = /^<script/i.test(tag) && /\btype=["']?module\b/i.test(tag);
    const isPreload = /^<link/i.test(tag) && /\brel=["']?modulepreload\b/i.test(tag);
    if (!isScript && !isPreload) continue;
    const url = /\b(?:src|href)=["']?([^"'\s>]+)/i.exec(tag)?.[1];
    // Only the site's own files: a script from elsewhere is no chunk of this build.
    if (url?.startsWith('/') && !url.startsWith('//')) files.add(url.slice(1));
  }
  return [...files];
}

/** The manifest keys of the chunks a document's scripts are, and everything they import statically. */
export function documentClosure(manifest: Manifest, scripts: string[], seen = new Set<string>()): string[] {
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const keys = scripts.map((file) => {
    const key = byFile.get(file);
    if (!key) throw new Error(`the document loads ${file}, which the build's manifest does not name`);
    return key;
  });
  return staticClosure(manifest, keys, seen);
}

/** A copy the build wrote beside `file`, if any (its size), else undefined. */
const copySize = (dist: string, file: string, extension: '.gz' | '.br') => {
  const copy = path.join(dist, `${file}${extension}`);
  return existsSync(copy) ? statSync(copy).size : undefined;
};

const measure = (dist: string, file: string, kind: Asset['kind']): Asset => {
  const bytes = readFileSync(path.join(dist, file));
  if (kind === 'font') {
    // woff2 is compressed already and goes out as it is.
    return { file, kind, raw: bytes.length, gzip: bytes.length, br: bytes.length };
  }
  return {
    file,
    kind,
    raw: bytes.length,
    // Without the build's copy, the server compresses per request: zlib's default level for gzip, brotli at 4
    // (@fastify/compress's settings).
    gzip: copySize(dist, file, '.gz') ?? gzipSync(bytes).length,
    br:
      copySize(dist, file, '.br') ??
      brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } }).length,
  };
};

const kb = (bytes: number) => `${(bytes / KB).toFixed(2)} kB`;
const sum = (assets: Asset[], key: 'gzip' | 'br' = 'gzip') =>
  assets.reduce((total, asset) => total + asset[key], 0);

function printTable(title: string, assets: Asset[]) {
  const width = Math.max(...assets.map((asset) => asset.file.length), 'file'.length);
  console.log(`\n${title}`);
  console.log(
    `  ${'file'.padEnd(width)}  ${'raw'.padStart(11)}  ${'gzip'.padStart(11)}  ${'brotli'.padStart(11)}`,
  );
  for (const asset of assets) {
    console.log(
      `  ${asset.file.padEnd(width)}  ${kb(asset.raw).padStart(11)}  ${kb(asset.gzip).padStart(11)}  ${kb(asset.br).padStart(11)}`,
    );
  }
}

/** The documents the built server sends for `pages`, keyed by path; what `main` measures. */
export type Documents = Record<string, string>;

export function main(dist: string, documents: Documents): number {
  const manifestPath = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    console.error(`No ${path.relative(process.cwd(), manifestPath)}: run \`npm run build\` first.`);
    return 1;
  }
  // Vite's own output; its shape is Vite's Manifest type.
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) {
    console.error('The manifest has no entry chunk.');
    return 1;
  }

  const seen = new Set<string>();
  // The English home page's first load; what index.html names when there is no served document (a test's build).
  const english = documents['/'];
  const initialKeys = english
    ? documentClosure(manifest, documentScripts(english), seen)
    : staticClosure(manifest, [entry], seen);
  const initial = filesOf(manifest, initialKeys);
  const initialAssets = [
    ...initial.js.map((file) => measure(dist, file, 'js')),
    ...initial.css.map((file) => measure(dist, file, 'css')),
  ];
  const indexHtml = path.join(dist, 'index.html');
  const fontAssets = existsSync(indexHtml)
    ? preloadedFonts(readFileSync(indexHtml, 'utf8')).map((file) => measure(dist, file, 'font'))
    : [];
  printTable('Home page, first load (index.html: entry + static imports + CSS + preloaded fonts)', [
    ...initialAssets,
    ...fontAssets,
  ]);

  const initialJs = initialAssets.filter((asset) => asset.kind === 'js');
  const initialCss = initialAssets.filter((asset) => asset.kind === 'css');
  // As sent: woff2 is not compressed again on the way.
  const fonts = fontAssets.reduce((total, asset) => total + asset.raw, 0);
  const rows = [
    { name: 'JavaScript', size: sum(initialJs), br: sum(initialJs, 'br'), budget: BUDGET.js, as: 'gzip' },
    ...PAGES.filter((page) => page.path !== '/' && documents[page.path] !== undefined).map((page) => {
      const files = filesOf(manifest, documentClosure(manifest, documentScripts(documents[page.path] ?? '')));
      const js = files.js.map((file) => measure(dist, file, 'js'));
      const extra = files.js.filter((file) => !initial.js.includes(file));
      if (extra.length > 0) {
        printTable(`${page.name} page (${page.path}), JavaScript its first load adds to the English one`, js);
      }
      return { name: `JS ${page.path}`, size: sum(js), br: sum(js, 'br'), budget: BUDGET.js, as: 'gzip' };
    }),
    { name: 'CSS', size: sum(initialCss), br: sum(initialCss, 'br'), budget: BUDGET.css, as: 'gzip' },
    { name: 'Fonts', size: fonts, br: fonts, budget: BUDGET.fonts, as: 'woff2' },
  ];

  if (manifest[HOME_ROUTE]) {
    // Only what the entry did not already bring; a chunk the route and a section share is counted once.
    const restFiles = filesOf(manifest, routeRest(manifest, HOME_ROUTE, seen));
    const restAssets = [
      ...restFiles.js.map((file) => measure(dist, file, 'js')),
      ...restFiles.css
        .filter((file) => !initial.css.includes(file))
        .map((file) => measure(dist, file, 'css')),
    ];
    printTable(
      'Home page, the rest: the route chunk and the sections it loads (below the fold, popup), once the entry runs',
      restAssets,
    );
    const restJs = restAssets.filter((asset) => asset.kind === 'js');
    rows.push({
      name: 'Home rest',
      size: sum(restJs),
      br: sum(restJs, 'br'),
      budget: BUDGET.homeRest,
      as: 'gzip',
    });
  }

  console.log('');
  if (english) console.log(`  (JavaScript: the document served for /; JS /kn: the one served for /kn)`);
  for (const row of rows) {
    const verdict = row.size <= row.budget ? 'ok' : 'OVER BUDGET';
    console.log(
      `  ${row.name.padEnd(10)} ${kb(row.size).padStart(11)} ${row.as.padEnd(5)} of ${kb(row.budget)}  ${verdict}` +
        (row.as === 'gzip' ? `  (brotli ${kb(row.br)})` : ''),
    );
  }

  const over = rows.filter((row) => row.size > row.budget);
  if (over.length > 0) {
    console.error(
      `\nnpm run size: ${over.map((row) => `${row.name} ${kb(row.size)} > ${kb(row.budget)}`).join(', ')}. ` +
        'Lazy-load what the first paint does not need (see apps/web/src/app/router.tsx and lib/toast.ts); ' +
        'preload only the Latin files of the two web fonts (apps/web/fonts.config.ts); keep large libraries ' +
        "out of the home page's sections (packages/shared/src/forms.ts).",
    );
    return 1;
  }
  return 0;
}

/** A port nobody listens on right now, on the loopback interface. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * The documents the built server sends for PAGES: it runs on a free loopback port with an empty temporary
 * DATA_DIR (no demo content: the scripts a page names do not depend on it), and stops once they are read.
 */
async function servedDocuments(root: string, dist: string): Promise<Documents> {
  const entry = path.join(root, 'apps/server/dist/server.js');
  if (!existsSync(entry))
    throw new Error('the server is not built (apps/server/dist/server.js): run `npm run build` first');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'size-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _db, REDIS_URL: _redis, BLOG_URL: _blog, ...inherited } = process.env;
  const server = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: dist,
      NODE_ENV: 'test',
      SEED_DEMO: 'false',
      APP_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      BACKUP_INTERVAL_HOURS: '0',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
      if (Date.now() > deadline)
        throw new Error(`the server did not answer ${origin}/api/health within 120 s`);
      const healthy = await fetch(`${origin}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const documents: Documents = {};
    for (const page of PAGES) {
      const response = await fetch(`${origin}${page.path}`);
      if (!response.ok) throw new Error(`${page.path} answered ${response.status}`);
      documents[page.path] = await response.text();
    }
    return documents;
  } finally {
    const exited = new Promise((resolve) =>
      server.exitCode === null ? server.once('exit', resolve) : resolve(null),
    );
    server.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// Run as a script (not when a test imports the helpers above).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const dist = path.resolve(root, process.env.WEB_DIST ?? 'apps/web/dist');
  try {
    process.exitCode = main(
      dist,
      existsSync(path.join(dist, '.vite', 'manifest.json')) ? await servedDocuments(root, dist) : {},
    );
  } catch (error) {
    console.error(`npm run size: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
