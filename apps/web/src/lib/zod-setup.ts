import { z } from 'zod/v4';

/*
 * zod 4 compiles object parsers with `new Function` when it can, and probes for that when a schema is created.
 * Our CSP has no 'unsafe-eval' (apps/server/src/plugins/security.ts), so the probe is refused and the browser
 * reports a CSP violation on every page (DevTools Issues; Lighthouse best practices). `jitless` skips the probe;
 * parsing without the compiled fast path costs nothing noticeable at our payload sizes.
 *
 * The setting must be made before the first schema is created, and the schemas in @charity/shared are created
 * when their module first loads. So the browser build resolves every bare `import ... from 'zod'` (ours and
 * @charity/shared's) to this module (vite.config.ts): it loads zod, sets the option through zod's public
 * `z.config`, and hands zod on, before any importer's own code runs. Nothing else imports it, so zod stays in the
 * chunks of the pages that use it, out of the first load. (`zod/v4` is the same zod, under a name the alias
 * leaves alone.)
 */
z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
