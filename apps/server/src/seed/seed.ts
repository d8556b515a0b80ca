import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#src/config.ts';
import type { Db } from '#src/db/database.ts';

export async function seedIfEmpty(_db: Db, _config: Config, _log: FastifyBaseLogger): Promise<void> {}
