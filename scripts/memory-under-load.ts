import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, readdirSync, readFileSync, rmSync, closeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

/**
 * The memory of `npm start` under load, as the README's quick start runs it (apps/server/bench/README.md,
 * "bench:memory"): `npm start` in a process group of its own on a fresh DATA_DIR (so the demo is seeded), 50
 * connections over many distinct URLs (every page of the sitemap in English and Kannada, event lists and details,
 * public APIs, query strings no one asked before), the resident memory of the whole group sampled every 200 ms
 * from /proc, then a minute without requests. Prints the group's RSS idle, at its peak and after the idle minute,
 * process by process, with PSS beside it (pages shared with other processes, such as a node binary's, divided
 * among them: a figure that moves with what else runs on the machine, so the target is on RSS).
 *
 *   npm run bench:memory -- [--rounds N] [--seconds S] [--idle S] [--port P] [--connections C]
 *
 * Not part of `npm test`: it takes about two minutes and its figures follow the machine's other work. The server
 * runs from the build `npm start` would use (it builds first when the build is stale, as `npm start` does).
 */

const root = fileURLToPath(new URL('../', import.meta.url));

export type Options = {
  rounds: number;
  seconds: number;
  idleSeconds: number;
  port: number;
  connections: number;
};

export function parseArgs(argv: readonly string[]): Options {
  const value = (name: string, fallback: number) => {
    const at = argv.indexOf(`--${name}`);
    if (at === -1) return fallback;
    const parsed = Number(argv[at + 1]);
    if (!Number.isFinite(parsed) || parsed < 0)
      throw new Error(`--${name} takes a number, got ${argv[at + 1]}`);
    return parsed;
  };
  return {
    rounds: value('rounds', 2),
    seconds: value('seconds', 15),
    idleSeconds: value('idle', 60),
    port: value('port', 4770),
    connections: value('connections', 50),
  };
}

type Sample = { at: number; rss: number; byProcess: Map<string, number> };

/** The processes of process group `pgid`: pid and command name (Linux /proc). */
export function groupMembers(pgid: number): { pid: number; name: string }[] {
  const members: { pid: number; name: string }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      const fields = stat.slice(close + 2).split(' ');
      if (Number(fields[2]) !== pgid) continue;
      members.push({
        pid: Number(entry),
        name: processName(Number(entry), stat.slice(stat.indexOf('(') + 1, close)),
      });
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return members;
}

/** "npm", "sh", "server", "seed", "tsx" rather than "node" and "sh" again and again. */
function processName(pid: number, comm: string): string {
  // npm's shell, whose command line names the server too.
  if (comm === 'sh' || comm === 'dash' || comm === 'bash') return 'sh';
  try {
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
    if (cmdline.includes('--seed-demo-only')) return 'seed';
    if (cmdline.includes('server.js')) return 'server';
    if (cmdline.includes('npm')) return 'npm';
    if (cmdline.includes('tsx') || cmdline.includes('build-if-stale')) return 'tsx';
  } catch {
    // Gone.
  }
  return comm;
}

/** A field of /proc/PID/status or smaps_rollup, in MB (0 when the process is gone). */
export function procKb(file: string, field: string): number {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(readFileSync(file, 'utf8'));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

function sample(pgid: number): Sample {
  const byProcess = new Map<string, number>();
  let rss = 0;
  for (const { pid, name } of groupMembers(pgid)) {
    const mb = procKb(`/proc/${pid}/status`, 'VmRSS');
    rss += mb;
    byProcess.set(name, (byProcess.get(name) ?? 0) + mb);
  }
  return { at: Date.now(), rss, byProcess };
}

/** The group's memory in detail: per process RSS, PSS and the anonymous and file-backed parts. */
function detail(pgid: number): string {
  return groupMembers(pgid)
    .map(({ pid, name }) => {
      const rollup = `/proc/${pid}/smaps_rollup`;
      const f = (field: string) => procKb(rollup, field).toFixed(0);
      return `  ${name.padEnd(7)} pid ${pid}: RSS ${f('Rss')} MB, PSS ${f('Pss')}, anonymous ${f('Anonymous')}, file-backed ${(procKb(rollup, 'Rss') - procKb(rollup, 'Anonymous')).toFixed(0)}`;
    })
    .join('\n');
}

const pss = (pgid: number) =>
  groupMembers(pgid).reduce((sum, { pid }) => sum + procKb(`/proc/${pid}/smaps_rollup`, 'Pss'), 0);

const line = (label: string, s: Sample, pssMb?: number) =>
  `${label.padEnd(26)} ${s.rss.toFixed(0).padStart(4)} MB${pssMb === undefined ? '' : ` (PSS ${pssMb.toFixed(0)})`}  ` +
  [...s.byProcess].map(([name, mb]) => `${name} ${mb.toFixed(0)}`).join(', ');

async function waitForHealth(base: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error(`no answer from ${base}/api/health within ${timeoutMs / 1000} s`);
}

const locs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/').pathname);

/** Every public page the site names, in both languages, and the APIs a visitor's browser asks for. */
async function urlSet(base: string): Promise<string[]> {
  const index = await (await fetch(`${base}/sitemap.xml`)).text();
  const pages = new Set<string>();
  for (const part of locs(index)) {
    for (const page of locs(await (await fetch(`${base}${part}`)).text())) pages.add(page);
  }
  for (const page of [
    '/',
    '/about',
    '/leadership-team',
    '/media',
    '/testimonial',
    '/faq',
    '/contact',
    '/literature',
    '/donation',
  ])
    pages.add(page);
  for (const page of [...pages]) if (!page.startsWith('/kn')) pages.add(page === '/' ? '/kn' : `/kn${page}`);
  return [
    ...pages,
    '/api/event/paginate?filter=madhava-seva&status=1',
    '/api/event/paginate?filter=madhava-seva&status=2',
    '/api/gallery-image/paginate?page=1',
    '/api/health',
  ];
}

async function load(base: string, urls: string[], seconds: number, connections: number, round: number) {
  let next = 0;
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    headers: { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html,application/json' },
    requests: [
      {
        setupRequest: (request) => {
          const n = next++;
          const url = urls[n % urls.length] ?? '/';
          // One request in three with a query string never asked before: what fills caches keyed by URL.
          const query = n % 3 === 2 ? `${url.includes('?') ? '&' : '?'}r${round}=${n}` : '';
          return { ...request, path: `${url}${query}` };
        },
      },
    ],
  });
  return result;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'memory-under-load-'));
  const logFile = path.join(dataDir, 'server.log');
  const log = openSync(logFile, 'a');
  const base = `http://127.0.0.1:${options.port}`;
  // npm as a visitor's shell finds it: without this checkout's node_modules/.bin, which `npm run` puts first.
  const PATH = (process.env.PATH ?? '')
    .split(':')
    .filter((dir) => !dir.includes('node_modules/.bin'))
    .join(':');
  const child = spawn('npm', ['start'], {
    cwd: root,
    detached: true,
    env: { ...process.env, PATH, DATA_DIR: dataDir, PORT: String(options.port), HOST: '127.0.0.1' },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const pgid = child.pid;
  if (pgid === undefined) throw new Error('npm start did not start');
  const samples: Sample[] = [];
  let phase = 'start';
  const peaks = new Map<string, Sample>();
  const timer = setInterval(() => {
    const s = sample(pgid);
    samples.push(s);
    const peak = peaks.get(phase);
    if (!peak || s.rss > peak.rss) peaks.set(phase, s);
  }, 200);
  try {
    await waitForHealth(base, 300_000);
    await sleep(2000);
    const idle = sample(pgid);
    console.log(line('idle after the start', idle, pss(pgid)));
    console.log(detail(pgid));
    const urls = await urlSet(base);
    console.log(`${urls.length} URLs (and one in three with a new query string)`);
    let peakDetail = '';
    let peakPss = 0;
    for (let round = 1; round <= options.rounds; round += 1) {
      phase = `round ${round}`;
      const watch = setInterval(() => {
        const s = samples.at(-1);
        const peak = peaks.get(phase);
        if (s && peak && s === peak) {
          peakDetail = detail(pgid);
          peakPss = pss(pgid);
        }
      }, 1000);
      const result = await load(base, urls, options.seconds, options.connections, round);
      clearInterval(watch);
      const peak = peaks.get(phase);
      console.log(
        `round ${round}: ${Math.round(result.requests.average)} requests/s, ${result.non2xx} not 2xx, ` +
          `${result.errors} errors, ${result.timeouts} timeouts`,
      );
      if (peak) console.log(line(`peak of round ${round}`, peak));
    }
    const overall = [...peaks.entries()]
      .filter(([name]) => name.startsWith('round'))
      .reduce<Sample | undefined>((best, [, s]) => (!best || s.rss > best.rss ? s : best), undefined);
    if (overall) console.log(line('peak under load', overall, peakPss));
    console.log(peakDetail);
    phase = 'idle';
    await sleep(options.idleSeconds * 1000);
    const after = sample(pgid);
    console.log(line(`after ${options.idleSeconds} s idle`, after, pss(pgid)));
    console.log(detail(pgid));
  } finally {
    clearInterval(timer);
    // The whole group, by its id: npm, its shell and the server.
    try {
      process.kill(-pgid, 'SIGTERM');
    } catch {
      // Already gone.
    }
    await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)));
    await sleep(500);
    if (groupMembers(pgid).length > 0) process.kill(-pgid, 'SIGKILL');
    if (process.env.KEEP_LOG) console.log(`log: ${logFile}`);
    else rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
