import { ConfigError, loadConfig } from '#src/config.ts';
import { formatResult, runDoctor } from './doctor-checks.ts';

/**
 * `npm run doctor`: checks a configured site end to end (doctor-checks.ts) and prints one line per check, ok, warn
 * or FAIL with what to do. Exits 1 when any check fails. Reads the same environment as the server; changes
 * nothing but a probe file it writes and deletes (uploads folder or bucket).
 */
async function main(): Promise<number> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.log(`FAIL  configuration   ${error.problems.join('; ')}`);
      return 1;
    }
    throw error;
  }
  console.log(`Checking the ${config.env} site in ${config.dataDir}`);
  const results = await runDoctor(config);
  for (const result of results) console.log(formatResult(result));
  const failed = results.filter((r) => r.status === 'fail').length;
  const warned = results.filter((r) => r.status === 'warn').length;
  console.log(
    failed > 0
      ? `${failed} check(s) failed: fix them before going live.`
      : `No failures${warned > 0 ? ` (${warned} warning(s))` : ''}.`,
  );
  return failed > 0 ? 1 : 0;
}

process.exitCode = await main();
