import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_OUTPUTS, staleReason } from './build-if-stale.ts';

let root: string;

/** Writes a file with a given modification time (seconds since the epoch), creating its folders. */
function put(file: string, seconds: number) {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, 'x');
  utimesSync(full, seconds, seconds);
}

const SOURCES = 1_000;
const BUILT = 2_000;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'charity-build-if-stale-'));
  put('package-lock.json', SOURCES);
  put('packages/shared/src/index.ts', SOURCES);
  put('apps/web/src/main.tsx', SOURCES);
  put('apps/web/src/pages/home.tsx', SOURCES);
  put('apps/server/src/server.ts', SOURCES);
  put('apps/server/src/node_modules/ignored.js', BUILT + 500);
  put('apps/server/src/features/events/routes.test.ts', BUILT + 500);
  for (const output of BUILD_OUTPUTS) put(output, BUILT);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('staleReason', () => {
  it('is null when every output is newer than every source (node_modules and tests ignored)', () => {
    expect(staleReason(root)).toBeNull();
  });

  it('names a missing output', () => {
    rmSync(path.join(root, 'apps/web/dist-server'), { recursive: true });
    expect(staleReason(root)).toBe('apps/web/dist-server/entry-server.js is missing');
  });

  it('names a source file changed deep in a tree after the build', () => {
    put('apps/web/src/pages/home.tsx', BUILT + 1);
    expect(staleReason(root)).toBe('apps/web/src/pages/home.tsx changed after the last build');
  });

  it('compares with the oldest output: a server-only rebuild does not make old web output current', () => {
    put('apps/server/dist/server.js', BUILT + 100);
    put('packages/shared/src/index.ts', BUILT + 50);
    expect(staleReason(root)).toBe('packages/shared/src/index.ts changed after the last build');
  });

  it('rebuilds after a dependency change (the lock file)', () => {
    put('package-lock.json', BUILT + 1);
    expect(staleReason(root)).toBe('package-lock.json changed after the last build');
  });
});
