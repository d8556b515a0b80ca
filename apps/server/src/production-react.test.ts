import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { importWithProductionReact } from './production-react.ts';

/** A module that records the NODE_ENV it was evaluated under, as React's entry files read it when loaded. */
function moduleRecordingNodeEnv(dir: string, name: string, throws = false): string {
  const file = path.join(dir, name);
  writeFileSync(
    file,
    `export const seen = process.env.NODE_ENV;\n${throws ? "throw new Error('broken bundle');\n" : ''}`,
  );
  return pathToFileURL(file).href;
}

describe('importWithProductionReact', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'production-react-'));
  const started = process.env.NODE_ENV;
  afterEach(() => {
    if (started === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = started;
  });

  it('loads the renderer under NODE_ENV=production and puts the environment back', async () => {
    process.env.NODE_ENV = 'development';
    const loaded = (await importWithProductionReact(moduleRecordingNodeEnv(dir, 'a.mjs'))) as {
      seen: string;
    };
    expect(loaded.seen).toBe('production');
    expect(process.env.NODE_ENV).toBe('development');
  });

  it('leaves NODE_ENV unset when it was unset', async () => {
    delete process.env.NODE_ENV;
    await importWithProductionReact(moduleRecordingNodeEnv(dir, 'b.mjs'));
    expect('NODE_ENV' in process.env).toBe(false);
  });

  it('puts the environment back when the bundle fails to load', async () => {
    process.env.NODE_ENV = 'development';
    await expect(importWithProductionReact(moduleRecordingNodeEnv(dir, 'c.mjs', true))).rejects.toThrow(
      'broken bundle',
    );
    expect(process.env.NODE_ENV).toBe('development');
    rmSync(dir, { recursive: true, force: true });
  });
});
