/**
 * Whether SEED_DEMO asks for demo content (docs/product/content-and-pages.md): unset, yes outside production;
 * otherwise exactly `true`. One rule for the configuration (config.ts, which also refuses a value that is neither)
 * and for the start (main.ts), which must know it before it loads the configuration's schema: zod alone is about
 * 18 MB of a process that waits beside the seeding child on a first start (docs/decisions/0063).
 */
export const seedDemoWanted = (
  env: { SEED_DEMO?: string | undefined; NODE_ENV?: string | undefined } = process.env,
): boolean => {
  const asked = env.SEED_DEMO?.trim();
  return asked === undefined ? (env.NODE_ENV ?? 'development') !== 'production' : asked === 'true';
};
