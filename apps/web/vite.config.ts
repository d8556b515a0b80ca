import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The API server runs on :3000 in development; proxying keeps every call same-origin, so the auth cookie
// (DESIGN §6.3) and CSP behave exactly as in production, where the server serves dist/ itself.
const apiOrigin = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
    // dist/.vite/manifest.json: the chunk graph `npm run size` (scripts/size.ts) measures the first load with.
    // The server never serves dot-folders, so it stays private.
    manifest: true,
    // Every browser the default build target covers preloads modules itself, or simply loads them a moment later.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: {
        // @charity/shared builds its zod schemas at module scope; without this hint every page that only needs
        // `paths` or `SITE` would also ship zod and all the schemas. Its modules have no other side effects.
        moduleSideEffects: [{ test: /[\\/]packages[\\/]shared[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
});
