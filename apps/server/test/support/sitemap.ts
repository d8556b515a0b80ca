import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

type App = Pick<FastifyInstance, 'inject'>;

/** The <loc> values of a sitemap or sitemap index, unescaped. */
export function sitemapLocs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) =>
    (match[1] ?? '')
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&quot;', '"')
      .replaceAll('&apos;', "'")
      .replaceAll('&amp;', '&'),
  );
}

/**
 * Every URL the sitemap lists, as a crawler finds them: /sitemap.xml is an index, and each part it names is read
 * (by its path under `publicUrl`). Fails the test when a part does not answer 200.
 */
export async function sitemapUrls(app: App, publicUrl: string): Promise<string[]> {
  const index = await app.inject('/sitemap.xml');
  expect(index.statusCode).toBe(200);
  const urls: string[] = [];
  for (const part of sitemapLocs(index.body)) {
    expect(part.startsWith(`${publicUrl}/`), part).toBe(true);
    const res = await app.inject(part.slice(publicUrl.length));
    expect(res.statusCode, part).toBe(200);
    urls.push(...sitemapLocs(res.body));
  }
  return urls;
}
