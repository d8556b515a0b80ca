import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { groupMembers, parseArgs, procKb } from './memory-under-load.ts';

describe('memory-under-load', () => {
  it('takes rounds, seconds, idle seconds and the port from its arguments, with defaults', () => {
    expect(parseArgs([])).toEqual({ rounds: 2, seconds: 15, idleSeconds: 60, port: 4770, connections: 50 });
    expect(parseArgs(['--rounds', '1', '--seconds', '5', '--idle', '0', '--port', '4780'])).toMatchObject({
      rounds: 1,
      seconds: 5,
      idleSeconds: 0,
      port: 4780,
    });
    expect(() => parseArgs(['--seconds', 'ten'])).toThrow('--seconds takes a number, got ten');
  });

  it('finds this process in its own process group and reads its resident memory from /proc', () => {
    const pgid = Number(
      /^\d+ \(.*\) \S+ \d+ (\d+)/.exec(
        // Field 5 of /proc/self/stat is the process group.
        readFileSync('/proc/self/stat', 'utf8'),
      )?.[1],
    );
    expect(groupMembers(pgid).map((member) => member.pid)).toContain(process.pid);
    expect(procKb('/proc/self/status', 'VmRSS')).toBeGreaterThan(1);
    expect(procKb('/proc/no-such-process/status', 'VmRSS')).toBe(0);
  });
});
