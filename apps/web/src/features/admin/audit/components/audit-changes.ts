import { formatWhen } from '#src/features/admin/ui/format.ts';

/**
 * What an audit entry changed, as people read it (docs/product/console.md "Audit log"): one line per changed field,
 * "Field › Sub-field: before → after", long values cut short. The raw record stays behind a disclosure.
 *
 * An update's `after` may hold only the fields that were sent (trust settings store a merged patch), so the fields
 * compared are those of `after`; a deletion (no `after`) lists the fields of `before`.
 */

export type AuditChange = { field: string; before: string; after: string };

/** How long a value may be before it is cut short. */
export const AUDIT_VALUE_MAX = 80;
/** How many changed fields are listed before "and n more". */
export const AUDIT_CHANGES_MAX = 25;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Leaf values by path: objects are walked, arrays and scalars are leaves. */
function leaves(
  value: unknown,
  prefix: string[] = [],
  into = new Map<string, unknown>(),
): Map<string, unknown> {
  if (isObject(value) && Object.keys(value).length > 0) {
    for (const [key, inner] of Object.entries(value)) leaves(inner, [...prefix, key], into);
  } else if (prefix.length > 0) {
    into.set(JSON.stringify(prefix), value);
  }
  return into;
}

/** A key or an action as words: `expires_at` → "Expires at", `restore-revision` → "Restore revision". */
export const auditWords = (key: string): string => {
  const spaced = key.replace(/[_-]+/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

/** An instant as the server stores it (ISO 8601 in UTC), which a volunteer reads in India's time. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A value in a line: '—' for none, an instant in India's time, text as it is, anything else as JSON; cut to
 * AUDIT_VALUE_MAX characters.
 */
export function auditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string' && INSTANT.test(value)) return formatWhen(value);
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > AUDIT_VALUE_MAX ? `${text.slice(0, AUDIT_VALUE_MAX - 1)}…` : text;
}

export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const old = leaves(before);
  const next = after === null || after === undefined ? null : leaves(after);
  const keys = next ? [...next.keys()] : [...old.keys()];
  // A scalar record (e.g. an export's row count) has no fields: shown as one line.
  if (keys.length === 0) {
    if (JSON.stringify(before ?? null) === JSON.stringify(after ?? null)) return [];
    return [{ field: 'Value', before: auditValue(before), after: auditValue(after) }];
  }
  return keys.flatMap((key) => {
    const was = old.get(key);
    const now = next ? next.get(key) : undefined;
    if (next && JSON.stringify(was ?? null) === JSON.stringify(now ?? null)) return [];
    const field = (JSON.parse(key) as string[]).map(auditWords).join(' › ');
    return [{ field, before: auditValue(was), after: auditValue(now) }];
  });
}
