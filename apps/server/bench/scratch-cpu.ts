// TEMPORARY profiling scratch; deleted after use.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { CATEGORIES, EVENT_STATUSES } from '@charity/shared';
import { buildApp } from '#src/app.ts';
import { loadConfig } from '#src/config.ts';
import { fixtures } from '../test/fixtures.ts';
const dataDir = mkdtempSync(path.join(tmpdir(), 'charity-prof-'));
const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, APP_SECRET: 'x'.repeat(40), LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' });
const app = await buildApp({ config });
await app.ready();
for (const category of CATEGORIES) for (const status of EVENT_STATUSES) for (let i = 0; i < 10; i++)
  await fixtures.event(app.db, { category, status });
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;
const url = `http://127.0.0.1:${port}${process.env.P ?? '/api/event/paginate?filter=madhava-seva&status=1'}`;
const r = await autocannon({ url, connections: 50, duration: 5, workers: 1 });
console.log(r.requests.average, r.non2xx);
await app.close();
rmSync(dataDir, { recursive: true, force: true });
