/*
 * zod 4 compiles object parsers with `new Function` when it can, and probes for that when a schema is created.
 * Our CSP has no 'unsafe-eval' (apps/server/src/plugins/security.ts), so the probe is refused and the browser
 * reports a CSP violation on every page (DevTools Issues; Lighthouse best practices). `jitless` skips the probe;
 * parsing without the compiled fast path costs nothing noticeable at our payload sizes.
 *
 * The schemas in @charity/shared are created when their module first loads, which may be before any of our code
 * could call zod's `config()`. zod keeps its settings on `globalThis.__zod_globalConfig` (zod/v4/core/core.js) and
 * reads them from there, so setting that first, from the entry's first import, works however the chunks load, and
 * keeps zod itself out of the first load.
 */
type ZodGlobalConfig = { jitless?: boolean };
const scope = globalThis as typeof globalThis & { __zod_globalConfig?: ZodGlobalConfig };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

export {};
