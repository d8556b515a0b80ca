import { mkdtempSync, rmSync } from 'node:fs';
import { benchConfig } from './bench-config.ts';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { buildApp } from '#src/app.ts';
import { donationsCsvStream } from '#src/features/giving/exports/export-service.ts';

/**
 * Memory of the streamed donations export (docs/product/giving.md): seeds `EXPORT_ROWS` (default 100,000) paid
 * donations of one trust and year into a temp SQLite database, streams the CSV into a sink that only counts
 * bytes (as a slow network would take them), and prints the process's RSS and heap before, at their peak while
 * streaming, and after, with the ratios. Flat memory means the peak stays near the start whatever the row count;
 * a buffered export would grow by roughly the file's size. Figures, not assertions.
 *
 * `npm run bench:export -w @charity/server` (or `EXPORT_ROWS=20000 …` for a quicker run).
 */

const ROWS = Number(process.env.EXPORT_ROWS ?? 100_000);
const BATCH = 500;
const FY = '2026-27';

if (!Number.isInteger(ROWS) || ROWS < 1 || ROWS > 2_000_000) {
  console.error(`EXPORT_ROWS must be a whole number from 1 to 2,000,000 (got ${process.env.EXPORT_ROWS})`);
  process.exit(1);
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const memory = () => {
  const { rss, heapUsed } = process.memoryUsage();
  return { rss, heapUsed };
};

const dataDir = mkdtempSync(path.join(tmpdir(), 'charity-export-bench-'));
const config = benchConfig(dataDir);
const app = await buildApp({ config });
await app.ready();

try {
  const seedStart = performance.now();
  const start = Date.UTC(2026, 3, 1, 0, 0, 0);
  for (let from = 0; from < ROWS; from += BATCH) {
    const count = Math.min(BATCH, ROWS - from);
    await app.db
      .insertInto('donations')
      .values(
        Array.from({ length: count }, (_, i) => {
          const n = from + i;
          // Spread over the year, a few seconds apart, like a busy year of gifts.
          const at = new Date(start + n * 300_000).toISOString();
          return {
            reference: `DN-BENCH-${n}`,
            first_name: 'Lakshmi',
            last_name: `Narayan ${n}`,
            email: `donor.${n}@example.org`,
            phone: '+919845012345',
            amount_paise: 100_000 + (n % 1000) * 100,
            city: 'Bengaluru',
            state: 'Karnataka',
            address: `${n} Temple Street, Mysuru 570001`,
            trust: 1,
            pan_last4: '234F',
            status: 1,
            gateway: n % 3 === 0 ? 'offline' : 'razorpay',
            payment_method: n % 3 === 0 ? 'cheque' : 'upi',
            payment_id: `pay_bench${n}`,
            paid_at: at,
            receipt_fy: FY,
            receipt_seq: n + 1,
            receipt_number: `SMT/${FY}/${String(n + 1).padStart(6, '0')}`,
            created_at: at,
            updated_at: at,
          };
        }),
      )
      .execute();
  }
  console.log(
    `seeded ${ROWS.toLocaleString('en-IN')} paid donations in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
  );

  globalThis.gc?.();
  const before = memory();
  let peak = { ...before };
  let bytes = 0;
  let nextSample = 0;
  const sink = new Writable({
    highWaterMark: 64 * 1024,
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes >= nextSample) {
        nextSample += 512 * 1024;
        // With --expose-gc (the npm script), collect first: the peak is then what the export keeps alive,
        // not garbage V8 has not got round to.
        globalThis.gc?.();
        const now = memory();
        peak = { rss: Math.max(peak.rss, now.rss), heapUsed: Math.max(peak.heapUsed, now.heapUsed) };
      }
      // Give the event loop a turn, as a socket would, so the stream's backpressure is exercised.
      setImmediate(done);
    },
  });
  const streamStart = performance.now();
  const { stream } = donationsCsvStream(
    { db: app.db, cipher: app.cipher, log: app.log },
    { trust: 1, fy: FY },
    // No staff member: the audit entry is written as from the command line.
    { staffId: null, ip: '127.0.0.1' },
  );
  await pipeline(stream, sink);
  const seconds = (performance.now() - streamStart) / 1000;
  const after = memory();

  console.log(`streamed ${mb(bytes)} of CSV in ${seconds.toFixed(1)} s`);
  console.log(
    `          ${'before'.padStart(10)} ${'peak'.padStart(10)} ${'after'.padStart(10)}  peak/before`,
  );
  for (const key of ['rss', 'heapUsed'] as const) {
    console.log(
      `${key.padEnd(9)} ${mb(before[key]).padStart(10)} ${mb(peak[key]).padStart(10)} ${mb(after[key]).padStart(10)}  ${(peak[key] / before[key]).toFixed(2)}`,
    );
  }
  console.log(
    `peak RSS growth ${mb(peak.rss - before.rss)} for a ${mb(bytes)} file (${((peak.rss - before.rss) / bytes).toFixed(2)} of its size)`,
  );
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
