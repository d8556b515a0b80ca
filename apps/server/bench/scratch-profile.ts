// TEMPORARY profiling scratch; deleted after use.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { CATEGORIES, EVENT_STATUSES, eventQuerySchema, eventSummarySchema, pageEnvelope } from '@charity/shared';
import { buildApp } from '#src/app.ts';
import { loadConfig } from '#src/config.ts';
import { errorsPlugin } from '#src/plugins/errors.ts';
import { securityPlugin } from '#src/plugins/security.ts';
import { httpCachePlugin } from '#src/plugins/http-cache.ts';
import { apiDocsPlugin } from '#src/plugins/api-docs.ts';
import { listEvents } from '#src/features/events/repository.ts';
import { fixtures } from '../test/fixtures.ts';

const SECONDS = Number(process.env.S ?? 3);
const dataDir = mkdtempSync(path.join(tmpdir(), 'charity-prof-'));
const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, APP_SECRET: 'x'.repeat(40), LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' });
const app = await buildApp({ config });
await app.ready();
for (const category of CATEGORIES) for (const status of EVENT_STATUSES) for (let i = 0; i < 10; i++)
  await fixtures.event(app.db, { category, status, description1: '<p>x</p>'.repeat(40) });
const query = { filter: 'madhava-seva' as const, status: 1 as const, page: 1 };
const body = await listEvents(app.db, query);

// 1. direct repository calls
for (const label of ['listEvents direct', 'listEvents direct (again)']) {
  const n = 3000; const t = performance.now();
  for (let i = 0; i < n; i++) await listEvents(app.db, query);
  console.log(label, ((n / (performance.now() - t)) * 1000).toFixed(0), 'calls/s');
}
// 2. serialisation
const ser = serializerCompiler({ schema: pageEnvelope(eventSummarySchema), method: 'GET', url: '/', httpStatus: '200' } as never) as (d: unknown) => string;
for (const [label, fn] of [['zod serializer', () => ser(body)], ['JSON.stringify', () => JSON.stringify(body)]] as const) {
  const n = 20000; const t = performance.now();
  for (let i = 0; i < n; i++) fn();
  console.log(label, ((n / (performance.now() - t)) * 1000).toFixed(0), 'calls/s');
}
{
  const v = validatorCompiler({ schema: eventQuerySchema, method: 'GET', url: '/', httpPart: 'querystring' } as never) as (d: unknown) => unknown;
  const n = 20000; const t = performance.now();
  for (let i = 0; i < n; i++) v({ filter: 'madhava-seva', status: '1' });
  console.log('zod query validator', ((n / (performance.now() - t)) * 1000).toFixed(0), 'calls/s');
}

async function variant(name: string, setup: (f: FastifyInstance) => Promise<void>, handler: () => unknown, withSchema = false) {
  const f = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  f.setValidatorCompiler(validatorCompiler);
  f.setSerializerCompiler(serializerCompiler);
  await setup(f);
  f.get('/x', withSchema ? { schema: { querystring: eventQuerySchema, response: { 200: pageEnvelope(eventSummarySchema) } } } : {}, handler);
  await f.listen({ port: 0, host: '127.0.0.1' });
  const { port } = f.server.address() as AddressInfo;
  const r = await autocannon({ url: `http://127.0.0.1:${port}/x?filter=madhava-seva&status=1`, connections: 50, duration: SECONDS, workers: 1 });
  console.log(name.padEnd(48), r.requests.average.toFixed(0).padStart(7), 'req/s  p99', r.latency.p99, ' non2xx', r.non2xx);
  await f.close();
}
const none = async () => {};
const fixed = () => body;
const dbHandler = () => listEvents(app.db, query);
await variant('bare', none, fixed);
await variant('bare + zod schemas (query+response)', none, fixed, true);
await variant('bare + helmet', async (f) => { await f.register(securityPlugin); }, fixed);
await variant('bare + etag/cache hook', async (f) => { await f.register(httpCachePlugin); }, fixed);
await variant('bare + compress', async (f) => { await f.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] }); }, fixed);
await variant('bare + swagger', async (f) => { await f.register(apiDocsPlugin); }, fixed);
const allFramework = async (f: FastifyInstance) => {
  await f.register(errorsPlugin); await f.register(securityPlugin);
  await f.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] }); await f.register(formbody);
  await f.register(httpCachePlugin); await f.register(apiDocsPlugin);
};
await variant('bare + all framework plugins', allFramework, fixed);
await variant('bare + all framework + schemas', allFramework, fixed, true);
await variant('bare + listEvents (no plugins, no schema)', none, dbHandler);
await variant('bare + listEvents + schemas', none, dbHandler, true);
await variant('all framework + listEvents + schemas (=app)', allFramework, dbHandler, true);
await app.close();
rmSync(dataDir, { recursive: true, force: true });
