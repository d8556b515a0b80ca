/**
 * The only place that reads `import.meta.env`. Vite exposes just VITE_-prefixed variables to the browser, so this
 * is also the allowlist of what the bundle may know about its environment. Validated by hand rather than with
 * zod because the header needs it, and zod would then weigh on every page's first load.
 */

const DEFAULT_BLOG_URL = 'https://blog.saimayee.org';

const httpUrl = (name: string, value: string | undefined, fallback: string): string => {
  // An empty value (e.g. `VITE_BLOG_URL=` in a .env file) means "use the default", not "no blog".
  if (value === undefined || value === '') return fallback;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`Invalid web app environment: ${name} must be an absolute URL, got "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`Invalid web app environment: ${name} must be an http(s) URL, got "${value}"`);
  }
  return value;
};

export const env = {
  blogUrl: httpUrl('VITE_BLOG_URL', import.meta.env.VITE_BLOG_URL, DEFAULT_BLOG_URL),
} as const;
