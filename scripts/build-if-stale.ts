import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * `npm start` runs this before the server: it builds (`npm run build`) only when a build output is missing or older
 * than what it is built from, so a restart of an unchanged checkout starts in a second instead of rebuilding.
 */

/** What the build reads: every source tree, the build configs and the lock file (a dependency upgrade). */
export const BUILD_INPUTS = [
  'package-lock.json',
  'packages/shared/src',
  'packages/shared/package.json',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/fonts.config.ts',
  'apps/web/package.json',
  'apps/server/src',
  'apps/server/build.mjs',
  'apps/server/package.json',
];

/**
 * One file per build output that the build writes every time (vite empties its folders; esbuild rewrites
 * server.js), so its time is the time of the last build of that output.
 */
export const BUILD_OUTPUTS = [
  'apps/web/dist/index.html',
  'apps/web/dist-server/entry-server.js',
  'apps/server/dist/server.js',
];

/** Why the build in `root` must be redone, or null when every output is newer than every input. */
export function staleReason(root: string): string | null {
  let oldestOutput = Infinity;
  for (const output of BUILD_OUTPUTS) {
    const time = mtimeOf(path.join(root, output));
    if (time === undefined) return `${output} is missing`;
    oldestOutput = Math.min(oldestOutput, time);
  }
  for (const input of BUILD_INPUTS) {
    const newest = newestMtime(path.join(root, input));
    if (newest !== undefined && newest.time > oldestOutput) {
      return `${path.relative(root, newest.file)} changed after the last build`;
    }
  }
  return null;
}

function mtimeOf(file: string): number | undefined {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

/** Test files live beside the code but are not built: editing one needs no rebuild. */
const NOT_BUILT = /\.test\.tsx?$/;

/** The most recently modified file under `target` (or `target` itself), skipping node_modules and tests. */
function newestMtime(target: string): { file: string; time: number } | undefined {
  let stat;
  try {
    stat = statSync(target);
  } catch {
    return undefined;
  }
  if (!stat.isDirectory()) return { file: target, time: stat.mtimeMs };
  let newest: { file: string; time: number } | undefined;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || NOT_BUILT.test(entry.name)) continue;
    const found = newestMtime(path.join(target, entry.name));
    if (found && (!newest || found.time > newest.time)) newest = found;
  }
  return newest;
}

function main(): number {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const reason = staleReason(root);
  if (reason === null) {
    console.log('Build is current; starting without rebuilding.');
    return 0;
  }
  console.log(`Building: ${reason}.`);
  // Through npm, so the build runs on the project's Node (node_modules/.bin first on PATH).
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  return build.status ?? 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = main();
}
