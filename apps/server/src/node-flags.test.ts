import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS, serverEnvPrefix } from './node-flags.ts';

const startScript = (packageJson: URL): string =>
  (JSON.parse(readFileSync(packageJson, 'utf8')) as { scripts: Record<string, string> }).scripts.start ?? '';

describe('the server process flags and allocator settings', () => {
  it.each([
    ['the root package.json', new URL('../../../package.json', import.meta.url)],
    ['apps/server/package.json', new URL('../package.json', import.meta.url)],
  ])('are what `npm start` passes to node in %s', (_name, packageJson) => {
    expect(startScript(packageJson)).toMatch(
      new RegExp(`(^|&& )${serverEnvPrefix()} node ${SERVER_NODE_FLAGS.join(' ')} \\S*dist/server\\.js$`),
    );
  });
});
