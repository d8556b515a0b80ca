import Sqlite from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase } from './database.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('SQLite transactions', () => {
  it('take the write lock when they begin, so another process writing meanwhile waits instead of breaking them', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'charity-database-'));
    dirs.push(dir);
    const file = path.join(dir, 'site.db');
    const db = createDatabase({ kind: 'sqlite', file });
    // Another process on the same file (the site beside `npm run admin`), told not to wait so the test is quick.
    const other = new Sqlite(file);
    other.pragma('busy_timeout = 0');
    try {
      await sql`create table notes (text text not null)`.execute(db);
      const otherWrite = () =>
        other.prepare("insert into notes (text) values ('from the other process')").run();

      await db.transaction().execute(async (trx) => {
        await sql`select count(*) from notes`.execute(trx);
        // With a deferred BEGIN this write would succeed and the transaction's own write below would fail with
        // SQLITE_BUSY; with BEGIN IMMEDIATE the transaction holds the lock and the other process must wait.
        expect(otherWrite).toThrow(/database is locked/);
        await sql`insert into notes (text) values ('from the transaction')`.execute(trx);
      });

      otherWrite();
      const { rows } = await sql<{ text: string }>`select text from notes order by rowid`.execute(db);
      expect(rows.map((row) => row.text)).toEqual(['from the transaction', 'from the other process']);
    } finally {
      other.close();
      await db.destroy();
    }
  });
});
