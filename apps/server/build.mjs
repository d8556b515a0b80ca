// Bundles the server for production (docs/decisions/0004-server-bundled-with-esbuild.md): our code and
// packages/shared are inlined; npm dependencies stay external and load from node_modules.
import { build } from 'esbuild';
import { readFileSync, rmSync } from 'node:fs';

// `node build.mjs --outdir=<dir>` builds elsewhere (the production-start test); the default is dist/.
const outdir = process.argv.find((arg) => arg.startsWith('--outdir='))?.slice('--outdir='.length) ?? 'dist';
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
// Workspace packages export TypeScript source, so they are inlined; only registry packages stay external, except
// kysely: ~260 ES modules that Node would resolve and link one by one at every start (a quarter of a second of a
// cold start, docs/decisions/0028), pure JavaScript that bundles like our own code.
const INLINED = new Set(['kysely']);
const external = Object.keys(pkg.dependencies ?? {}).filter(
  (name) => !name.startsWith('@charity/') && !INLINED.has(name),
);

// Chunk names carry content hashes: start from an empty folder so chunks of earlier builds do not pile up.
rmSync(outdir, { recursive: true, force: true });

await build({
  entryPoints: ['src/server.ts'],
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // Dynamic imports become chunks of their own, loaded only when reached: a production start never evaluates
  // the demo seed (sharp, the artwork generator). Chunks sit next to server.js, so import.meta.url paths hold.
  splitting: true,
  chunkNames: '[name]-[hash]',
  sourcemap: true,
  external,
  logLevel: 'warning',
  // Some CommonJS dependencies call require(); give the ESM bundle one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
