import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const guard = readFileSync(new URL('./require-node.ts', import.meta.url), 'utf8');

/** Runs the guard in a child Node that reports `version` as its own. */
function runGuardAs(version: string) {
  const pretend = `Object.defineProperty(process, 'versions', { value: { ...process.versions, node: '${version}' } });`;
  return spawnSync(process.execPath, ['--input-type=module', '-e', pretend + guard], { encoding: 'utf8' });
}

describe('the Node version guard', () => {
  it('stops an older Node with a message that says how to start the site', () => {
    const result = runGuardAs('20.20.2');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('needs Node 24 or newer and was started with Node 20.20.2');
    expect(result.stderr).toContain('npm start');
  });

  it('lets Node 24 and newer through', () => {
    expect(runGuardAs('24.21.0').status).toBe(0);
    expect(runGuardAs('26.1.0').status).toBe(0);
  });
});
