/**
 * Where the e2e WordPress stand-in listens (support/wordpress-stand-in.ts): a known loopback port, because the app
 * server's BLOG_URL is set in the Playwright config before either process starts. E2E_BLOG_PORT moves it.
 */
export const WORDPRESS_STAND_IN = {
  host: '127.0.0.1',
  port: Number(process.env.E2E_BLOG_PORT ?? 4327),
} as const;

export const WORDPRESS_STAND_IN_URL = `http://${WORDPRESS_STAND_IN.host}:${WORDPRESS_STAND_IN.port}`;
