import { z } from 'zod';

/**
 * The API envelope of docs/product/README.md. Every success is `{ data, meta?, message? }`; every error is
 * `errorBodySchema`.
 */

export const listMetaSchema = z.object({
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  per_page: z.number().int().positive(),
});
export type ListMeta = z.infer<typeof listMetaSchema>;

/** `{ data: T }` */
export const dataEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ data, message: z.string().optional() });

/** `{ data: T[], meta }`: one page of a list; `meta.total` counts every match. */
export const pageEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: listMetaSchema });

export type Page<T> = { data: T[]; meta: ListMeta };

/**
 * docs/product/README.md: a list answer without `meta.total` counts as one page (of what it holds) instead of
 * failing. Our server always sends it; a proxy, a cache or an older server might not.
 */
function oneWhenNoTotal(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const { data, meta } = value as { data?: unknown; meta?: unknown };
  if (!Array.isArray(data)) return value;
  const given = typeof meta === 'object' && meta !== null ? (meta as Record<string, unknown>) : {};
  if (given.total !== undefined) return value;
  return { ...value, meta: { ...given, total: data.length, page: 1, per_page: Math.max(1, data.length) } };
}

/** pageEnvelope as the web app reads an answer: the same shape, with the one-page rule above. */
export const pageAnswer = <T extends z.ZodType>(item: T) => z.preprocess(oneWhenNoTotal, pageEnvelope(item));

export const errorBodySchema = z.object({
  message: z.string(),
  error: z.string().optional(),
  /** Field name (docs/product/forms-and-subscriptions.md names) to the message shown under that field. */
  errors: z.record(z.string(), z.string()).optional(),
  error_code: z.string().optional(),
  error_id: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const healthSchema = z.object({ status: z.literal('ok') });

/** A positive page number from the query string; absent means 1. */
export const pageParam = z.coerce.number().int().min(1).max(100_000).default(1);

/** A list's sort in the query string: a key of `keys`, `-key` for descending (e.g. `-date`, newest first). */
export type SortValue<K extends string> = K | `-${K}`;

/**
 * The `sort` parameter of a console list: one of the allow-listed keys, ascending or with `-` descending, and the
 * list's own order when absent (docs/product/console.md: lists sort on the server, never on the page's rows). Only
 * these names reach the query, each mapped to a column by its repository, so nothing typed becomes SQL.
 */
export const sortParam = <K extends string>(keys: readonly K[], fallback: SortValue<NoInfer<K>>) => {
  const values = keys.flatMap((key) => [key, `-${key}` as const]) as [SortValue<K>, ...SortValue<K>[]];
  // Typed as its values: zod's enum type cannot tell that `fallback` is one of them.
  const sort: z.ZodType<SortValue<K>, SortValue<K>> = z.enum(values, { error: 'Unknown sort order' });
  return sort.default(fallback);
};

/** A sort value's key and direction: `-date` is date, descending. */
export const sortOrder = <K extends string>(value: SortValue<K>): { key: K; direction: 'asc' | 'desc' } =>
  value.startsWith('-')
    ? { key: value.slice(1) as K, direction: 'desc' }
    : { key: value as K, direction: 'asc' };

/** A sorted list's query as a client sends it: without `sort` (the URL's own order) the server uses its own. */
export type SortedListRequest<Query extends { sort: string }> = Omit<Query, 'sort'> & {
  sort?: Query['sort'] | undefined;
};

export const pageQuerySchema = z.object({ page: pageParam });
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** Integer ids of content rows (docs/product/content-and-pages.md links to /madhava-seva/upcoming-events/2). */
export const idParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
