import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_NEW_PAGES, DEFAULT_PAGE_ADDITIONS } from '@charity/shared/default-pages';
import { createDatabase } from '../database.ts';
import { migrateToLatest } from '../migrate.ts';
import { morePages } from './0026-more-pages.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('migration 0026-more-pages', () => {
  it("keeps what editors saved and puts the words that were code around it, adding the FAQ's and Find Us's rows", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'charity-more-pages-'));
    dirs.push(dir);
    const db = createDatabase({ kind: 'sqlite', file: path.join(dir, 'site.db') });
    try {
      await migrateToLatest(db);
      // As an install at 0025 whose editors had changed About and a trust page.
      await db.deleteFrom('pages').where('slug', 'in', ['faq', 'find-us']).execute();
      await db
        .updateTable('pages')
        .set({ body: '<p>Our own story.</p>' })
        .where('slug', '=', 'about')
        .execute();
      await db
        .updateTable('pages')
        .set({ body: '<p>Our own introduction.</p>' })
        .where('slug', '=', 'sai-mayee-trust')
        .execute();

      await morePages.up(db);

      const rows = await db.selectFrom('pages').select(['slug', 'title', 'body']).execute();
      const body = (slug: string) => rows.find((row) => row.slug === slug)?.body;
      expect(body('about')).toBe(`${DEFAULT_PAGE_ADDITIONS.about?.before}<p>Our own story.</p>`);
      expect(body('sai-mayee-trust')).toBe(
        `<p>Our own introduction.</p>${DEFAULT_PAGE_ADDITIONS['sai-mayee-trust']?.after}`,
      );
      for (const page of DEFAULT_NEW_PAGES) {
        expect(rows.find((row) => row.slug === page.slug)).toMatchObject({
          title: page.title,
          body: page.body,
        });
      }
    } finally {
      await db.destroy();
    }
  });
});
