import { useQuery } from '@tanstack/react-query';
import {
  translationResponseSchema,
  translationStatusResponseSchema,
  type TranslatableResource,
  type TranslationLocale,
} from '@charity/shared';
import { z } from 'zod';
import { api, apiRequest } from '#src/lib/api-client.ts';
import { adminKeys } from '#src/features/admin/shell/api/keys.ts';

/** Query keys of content translations, under the console's (signing out removes them all). */
export const translationKeys = {
  all: [...adminKeys.all, 'translations'] as const,
  resource: (resource: TranslatableResource) => [...adminKeys.all, 'translations', resource] as const,
  one: (resource: TranslatableResource, id: number, locale: TranslationLocale) =>
    [...adminKeys.all, 'translations', resource, 'one', id, locale] as const,
  statuses: (resource: TranslatableResource, ids: readonly number[]) =>
    [...adminKeys.all, 'translations', resource, 'statuses', ids.join(',')] as const,
};

const url = (resource: TranslatableResource, id: number, locale: TranslationLocale) =>
  `/api/admin/${resource}/${id}/translations/${locale}`;

/** GET /api/admin/{resource}/{id}/translations/{locale} (editor): the translation, or null when there is none. */
export const useTranslation = (resource: TranslatableResource, id: number, locale: TranslationLocale) =>
  useQuery({
    queryKey: translationKeys.one(resource, id, locale),
    queryFn: () =>
      api.get(url(resource, id, locale), translationResponseSchema(resource)).then((body) => body.data),
    meta: { errorReporting: 'silent' },
  });

/** PUT …/translations/{locale} (editor): the fields (empty ones show the English) and whether visitors see it. */
export const saveTranslation = (
  resource: TranslatableResource,
  id: number,
  locale: TranslationLocale,
  values: Record<string, unknown>,
) =>
  apiRequest(url(resource, id, locale), translationResponseSchema(resource), { method: 'PUT', body: values });

/** DELETE …/translations/{locale} (editor): visitors read the English again. */
export const deleteTranslation = (resource: TranslatableResource, id: number, locale: TranslationLocale) =>
  apiRequest(url(resource, id, locale), z.unknown(), { method: 'DELETE' });

/** Each listed record's status in each language, for the list's chips; nothing asked for an empty page. */
export const useTranslationStatuses = (resource: TranslatableResource | null, ids: readonly number[]) =>
  useQuery({
    queryKey: translationKeys.statuses(resource ?? 'pages', ids),
    queryFn: () =>
      api
        .get(`/api/admin/${resource}/translation-status`, translationStatusResponseSchema, {
          query: { ids: ids.join(',') },
        })
        .then((body) => body.data),
    enabled: resource !== null && ids.length > 0,
    meta: { errorReporting: 'silent' },
  });
