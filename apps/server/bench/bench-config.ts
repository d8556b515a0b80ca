import path from 'node:path';
import { loadConfig, type Config } from '#src/config.ts';

/** The configuration every bench runs its app with: a fresh DATA_DIR, no web build, no log, a fixed secret. */
export function benchConfig(dataDir: string, env: Record<string, string | undefined> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_SECRET: 'bench-secret-that-is-at-least-32-characters-long',
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    ...env,
  });
}
