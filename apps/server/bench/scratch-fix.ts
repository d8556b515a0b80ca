// TEMPORARY profiling scratch; deleted after use.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { IncomingMessage, ServerResponse } from 'node:http';
import autocannon from 'autocannon';
import Sqlite from 'better-sqlite3';
import helmet from 'helmet';
import { Kysely, SqliteDialect } from 'kysely';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { CATEGORIES, EVENT_STATUSES, eventQuerySchema, eventSummarySchema, pageEnvelope } from '@charity/shared';
import { buildApp } from '#src/app.ts';
import { loadConfig } from '#src/config.ts';
import type { Db } from '#src/db/database.ts';
import type { Database } from '#src/db/schema.ts';
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
  await fixtures.event(app.db, { category, status });
const query = { filter: 'madhava-seva' as const, status: 1 as const, page: 1 };
const body = await listEvents(app.db, query);

// Same file, second connection, with a statement cache in front of prepare().
const raw = new Sqlite(path.join(dataDir, 'site.db'));
raw.pragma('journal_mode = WAL');
const cache = new Map<string, Sqlite.Statement>();
const cachedDb: Db = new Kysely<Database>({
  dialect: new SqliteDialect({
    database: {
      close: () => raw.close(),
      prepare: (sql: string) => {
        let stmt = cache.get(sql);
        if (!stmt) { stmt = raw.prepare(sql); cache.set(sql, stmt); }
        return stmt;
      },
    } as unknown as Sqlite.Database,
  }),
});
for (const [label, db] of [['listEvents, prepare per query', app.db], ['listEvents, cached statements', cachedDb], ['listEvents, prepare per query', app.db], ['listEvents, cached statements', cachedDb]] as const) {
  const n = 5000; const t = performance.now();
  for (let i = 0; i < n; i++) await listEvents(db, query);
  console.log(label.padEnd(40), ((n / (performance.now() - t)) * 1000).toFixed(0), 'calls/s');
}
// A hand-prepared pair for the floor of what SQLite itself costs.
{
  const page = raw.prepare("select id,name,image,image_small,category,status,sdate,edate from events where category=? and status=? order by sort_order desc, sdate desc, id desc limit ? offset ?");
  const count = raw.prepare('select count(*) as total from events where category=? and status=?');
  const n = 20000; const t = performance.now();
  for (let i = 0; i < n; i++) { page.all('madhava-seva', 1, 9, 0); count.get('madhava-seva', 1); }
  console.log('raw prepared pair'.padEnd(40), ((n / (performance.now() - t)) * 1000).toFixed(0), 'calls/s');
}

/** helmet() built once; its headers applied per request. */
const helmetOnce = fp(async (f: FastifyInstance) => {
  // same options as securityPlugin: read them by registering it on a throwaway instance is overkill; use defaults+CSP off-diff
  const mw = helmet({ crossOriginEmbedderPolicy: false, referrerPolicy: { policy: 'strict-origin-when-cross-origin' } });
  f.addHook('onRequest', (req, reply, done) => mw(req.raw as IncomingMessage, reply.raw as ServerResponse, done));
});

async function variant(name: string, setup: (f: FastifyInstance) => Promise<void>, handler: () => unknown, withSchema = false) {
  const f = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  f.setValidatorCompiler(validatorCompiler);
  f.setSerializerCompiler(serializerCompiler);
  await setup(f);
  f.get('/x', withSchema ? { schema: { querystring: eventQuerySchema, response: { 200: pageEnvelope(eventSummarySchema) } } } : {}, handler);
  await f.listen({ port: 0, host: '127.0.0.1' });
  const { port } = f.server.address() as AddressInfo;
  const r = await autocannon({ url: `http://127.0.0.1:${port}/x?filter=madhava-seva&status=1`, connections: 50, duration: SECONDS, workers: 1 });
  console.log(name.padEnd(52), r.requests.average.toFixed(0).padStart(7), 'req/s  p99', r.latency.p99, ' non2xx', r.non2xx);
  await f.close();
  return r.requests.average;
}
const fixed = () => body;
const framework = (security: 'helmet-plugin' | 'helmet-once') => async (f: FastifyInstance) => {
  await f.register(errorsPlugin);
  await f.register(security === 'helmet-plugin' ? securityPlugin : helmetOnce);
  await f.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] }); await f.register(formbody);
  await f.register(httpCachePlugin); await f.register(apiDocsPlugin);
};
const none = async () => {};
await variant('bare', none, fixed);
await variant('bare + @fastify/helmet (securityPlugin)', async (f) => { await f.register(securityPlugin); }, fixed);
await variant('bare + helmet() built once', async (f) => { await f.register(helmetOnce); }, fixed);
await variant('bare + httpCachePlugin (etag)', async (f) => { await f.register(httpCachePlugin); }, fixed);
await variant('bare + compress', async (f) => { await f.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] }); }, fixed);
await variant('bare + swagger', async (f) => { await f.register(apiDocsPlugin); }, fixed);
await variant('app stack as is (helmet plugin, prepare/query)', framework('helmet-plugin'), () => listEvents(app.db, query), true);
await variant('app stack, helmet once', framework('helmet-once'), () => listEvents(app.db, query), true);
await variant('app stack, statement cache', framework('helmet-plugin'), () => listEvents(cachedDb, query), true);
await variant('app stack, helmet once + statement cache', framework('helmet-once'), () => listEvents(cachedDb, query), true);
await variant('bare', none, fixed);
await cachedDb.destroy();
await app.close();
rmSync(dataDir, { recursive: true, force: true });
