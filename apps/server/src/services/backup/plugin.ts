import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { BackupStatus } from '@charity/shared';
import type { Config } from '#src/config.ts';
import { createBackupScheduler, type BackupSchedulerOptions } from './scheduler.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Scheduled backups of a SQLite site (scheduler.ts): their last result, for the dashboard and /metrics. */
    backups: { status: () => BackupStatus };
  }
}

export type BackupPluginOptions = { config: Config } & Pick<BackupSchedulerOptions, 'now' | 'timers'>;

/**
 * The backup scheduler, decorated as `app.backups`. Like the mail worker it starts when the app starts listening,
 * so tests that only `inject` never back anything up, and it stops on close after a backup in progress.
 */
export const backupPlugin = fp(
  (app: FastifyInstance, opts: BackupPluginOptions) => {
    const scheduler = createBackupScheduler({
      config: opts.config,
      log: app.log.child({ component: 'backup' }),
      ...(opts.now ? { now: opts.now } : {}),
      ...(opts.timers ? { timers: opts.timers } : {}),
    });
    app.decorate('backups', { status: scheduler.status });
    app.addHook('onListen', async () => scheduler.start());
    app.addHook('onClose', async () => scheduler.stop());
  },
  { name: 'backups' },
);
