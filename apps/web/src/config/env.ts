import { z } from 'zod';

/**
 * The only place that reads `import.meta.env`. Vite exposes just VITE_-prefixed variables to the browser, so this
 * schema is also the allowlist of what the bundle may know about its environment.
 */
const envSchema = z.object({
  // An empty value (e.g. `VITE_BLOG_URL=` in a .env file) means "use the default", not "no blog".
  VITE_BLOG_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url().default('https://blog.saimayee.org')),
});

const parsed = envSchema.safeParse(import.meta.env);
if (!parsed.success) {
  throw new Error(`Invalid web app environment:\n${z.prettifyError(parsed.error)}`);
}

export const env = {
  blogUrl: parsed.data.VITE_BLOG_URL,
} as const;
