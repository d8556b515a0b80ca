import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AUDIT_RESOURCES, CONTENT_RESOURCES } from '@charity/shared';

/**
 * The console's Resource filter is built from AUDIT_RESOURCES (docs/product/console.md "Audit log"). The audit writer
 * takes only those (its `resource` is typed by the list); this test also reads the server's sources for every
 * resource they name in an audit entry, so a resource given as a plain string somewhere is caught too.
 */
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('the audited resources', () => {
  it('lists every resource the server writes to the audit log, content resources included', () => {
    const named = new Set<string>();
    for (const file of sources(SRC)) {
      const text = readFileSync(file, 'utf8');
      // `resource: 'x'` in an entry, and the `const RESOURCE = 'x'` some services name it by.
      for (const match of text.matchAll(/\bresource: '([a-z0-9-]+)'|\bRESOURCE = '([a-z0-9-]+)'/g)) {
        named.add(match[1] ?? match[2]!);
      }
    }
    expect(named.size).toBeGreaterThan(8);
    const listed = new Set<string>(AUDIT_RESOURCES);
    expect([...named].filter((resource) => !listed.has(resource))).toEqual([]);
    expect(CONTENT_RESOURCES.filter((resource) => !listed.has(resource))).toEqual([]);
    for (const expected of [
      'newsletters',
      'testimonials',
      'literature',
      'banners',
      'gallery-images',
      'exports',
    ]) {
      expect(listed.has(expected), expected).toBe(true);
    }
    expect(new Set(AUDIT_RESOURCES).size).toBe(AUDIT_RESOURCES.length);
  });
});
