import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Alias, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { webFonts } from './fonts.config.ts';
import { paraglide } from './i18n.config.ts';
import { precompressAssets } from './precompress.config.ts';

// The API server runs on :3000 in development; proxying keeps every call same-origin, so the auth cookie
// (docs/product/accounts.md) and CSP behave exactly as in production, where the server serves dist/ itself.
const apiOrigin = 'http://127.0.0.1:3000';

/*
 * react-router 7 ships a production build (no dev warnings, a little smaller) but its package exports only name
 * the development one, so bundlers never pick it (remix-run/react-router#12532, #14102). Production builds
 * point the bare import at it; if a release moves the file, the build simply keeps the default.
 */
const reactRouterProduction = (): Alias[] => {
  const development = createRequire(import.meta.url).resolve('react-router');
  const production = development.replace(/([\\/])development([\\/])index\.m?js$/, '$1production$2index.mjs');
  return production !== development && existsSync(production)
    ? [{ find: /^react-router$/, replacement: production }]
    : [];
};

/**
 * react-router builds `<Form>` with a plain `React.forwardRef(...)` call and then sets its `displayName`, two
 * statements the bundler must keep in case they have side effects; they keep `<Form>` and the submit machinery it
 * uses (useSubmit, useFormAction, the form-data encoding) in the entry chunk, where react-router lives, although
 * this app never renders `<Form>` (its forms post through TanStack Query). Marking the call pure and dropping the
 * name lets tree-shaking remove them: about 1.2 kB gzip of every page's first load (docs/decisions/0055). Both
 * edits are to react-router's own build output; if a release changes those lines, the build warns and simply
 * keeps `<Form>`, and `npm run size` shows the difference.
 */
const REACT_ROUTER_FORM = {
  call: /\bvar Form = (React\d*\.forwardRef\()/,
  name: /\nForm\.displayName = "Form";/,
};
const reactRouterUnusedForm = (): Plugin => ({
  name: 'charity:react-router-unused-form',
  apply: 'build',
  transform: {
    filter: { id: /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[^\\/]+\.mjs$/ },
    handler(code) {
      if (!code.includes('var Form = ')) return null;
      if (!REACT_ROUTER_FORM.call.test(code) || !REACT_ROUTER_FORM.name.test(code)) {
        this.warn(
          'react-router: <Form> is no longer built as expected; it stays in the bundle (vite.config.ts)',
        );
        return null;
      }
      return {
        code: code
          .replace(REACT_ROUTER_FORM.call, 'var Form = /* @__PURE__ */ $1')
          .replace(REACT_ROUTER_FORM.name, '\n'),
        map: null,
      };
    },
  },
});

/** Bare `zod` imports go through lib/zod-setup.ts, which sets zod's options before any schema is built. */
const zodWithOptions: Alias = {
  find: /^zod$/,
  replacement: fileURLToPath(new URL('./src/lib/zod-setup.ts', import.meta.url)),
};

/**
 * Public pages arrive rendered (entry-server.tsx); the scripts only bring them to life, and as modules they never
 * hold up the first paint. `fetchpriority="low"` on the entry and its modulepreloads says so to the browser, which
 * otherwise fetches them at high priority beside the stylesheet, the largest picture and the fonts, and so on a
 * slow link before them. Lighthouse's simulation counts a high-priority script that loaded before the first paint
 * as render-blocking, which made the simulated first paint jump by the entry's download time from run to run
 * (docs/decisions/0035).
 */
const scriptsAfterContent = (): Plugin => ({
  name: 'charity:scripts-after-content',
  transformIndexHtml: {
    order: 'post',
    handler: (html) =>
      html
        .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
        .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"'),
  },
});

// The message catalogue, compiled into src/paraglide/ (docs/decisions/0067).
const messages = await paraglide();

export default defineConfig(({ command, isSsrBuild }) => ({
  // The server renderer's bundle is read from disk, never sent: only the browser build is precompressed.
  plugins: [
    reactRouterUnusedForm(),
    messages,
    react(),
    tailwindcss(),
    webFonts(),
    scriptsAfterContent(),
    ...(isSsrBuild ? [] : [precompressAssets()]),
  ],
  // The server bundle (entry-server.tsx) leaves zod to Node's resolution, like every other dependency; it runs
  // without a CSP, so zod's options do not matter there. It carries react-router's production build like the
  // browser's: left to Node, the package's exports name the development one, whose checks and warnings cost every
  // server render (docs/decisions/0036).
  resolve: {
    alias: [...(isSsrBuild ? [] : [zodWithOptions]), ...(command === 'build' ? reactRouterProduction() : [])],
  },
  ssr: {
    // date-fns is ~300 ES modules behind a large `exports` map, which Node resolved one by one on the first render
    // that needed them (seconds of CPU on a loaded machine), and lucide-react's CommonJS build defines all of its
    // ~1,600 icons when loaded (docs/decisions/0028). Bundled, the server renderer carries only the functions and
    // icons it uses, and neither costs the start or a first render anything more.
    noExternal: ['date-fns', 'lucide-react'],
  },
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': apiOrigin,
      '/uploads': apiOrigin,
    },
  },
  preview: { host: '127.0.0.1' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Hashed file names under dist/assets: the server caches that folder for a year (immutable).
    assetsDir: 'assets',
    // Fonts stay files: inlined into the stylesheet, the rupee sign's subset (fonts.config.ts) would be render-
    // blocking bytes on every page instead of a request only the pages showing an amount make.
    assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
    // dist/.vite/manifest.json: the chunk graph `npm run size` (scripts/size.ts) measures the first load with.
    // The server never serves dot-folders, so it stays private.
    manifest: !isSsrBuild,
    // public/ (favicon) belongs to the browser build only.
    copyPublicDir: !isSsrBuild,
    // Every browser the default build target covers preloads modules itself, or simply loads them a moment later.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      /*
       * Everything the first load needs in the entry chunk itself: left to itself, rolldown moves the modules the
       * entry shares with lazily loaded chunks that are not its own (React, the JSX runtime, @charity/shared's
       * constants) into small chunks of their own, which the entry then loads beside it. One file compresses
       * better than four (gzip cannot refer back across files) and needs no import and export glue between them:
       * about 0.9 kB gzip less, and three requests fewer (docs/decisions/0055). Lazily loaded chunks import what
       * they share with the entry from it, as they already did for react-router. The server's bundle keeps rolldown's defaults.
       */
      ...(isSsrBuild
        ? {}
        : { output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } } }),
      treeshake: {
        // @charity/shared builds its zod schemas at module scope; without this hint every page that only needs
        // `paths` or `SITE` would also ship zod and all the schemas. Its modules have no other side effects.
        moduleSideEffects: [{ test: /[\\/]packages[\\/]shared[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
}));
