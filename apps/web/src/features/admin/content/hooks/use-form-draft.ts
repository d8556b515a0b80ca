import { useEffect, useRef, useState } from 'react';
import { useFormState, useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';

/**
 * The browser's copy of a content form's unsaved values (docs/product/console.md "Drafts in the browser"): kept in
 * localStorage per record while the form has changes, offered back when the form opens again after a crash or a
 * closed tab, and removed once the record is saved or the copy discarded. Only in this browser: nothing reaches
 * the server until the editor saves.
 */

const draftSchema = z.object({
  saved_at: z.iso.datetime(),
  values: z.record(z.string(), z.unknown()),
  /** The record as the form opened it when the draft began: a later save by someone else shows as a difference. */
  base: z.string().optional(),
});
export type FormDraft = z.infer<typeof draftSchema>;

/** One key per record, and one for the record being created. */
export const draftKey = (resource: string, id: number | undefined) =>
  `console-draft:${resource}:${id ?? 'new'}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // A browser that refuses storage (a private window's policy): the form still works, without drafts.
    return null;
  }
}

export function readDraft(key: string): FormDraft | null {
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return null;
    const parsed = draftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function removeDraft(key: string) {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to do: the copy simply stays until the next save.
  }
}

function writeDraft(key: string, draft: FormDraft) {
  try {
    storage()?.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or refused: the draft is a safety net, not a promise.
  }
}

type Options = {
  key: string;
  form: UseFormReturn<FieldValues>;
  /** False once the form is done with (saved and leaving): nothing more is written. */
  enabled: boolean;
  /** The clock the copy is stamped with. */
  now?: () => Date;
};

/**
 * Restores the record's draft when the form opens (the form then counts as changed, so leaving still asks), and
 * keeps the draft in step with the form: written while it differs from the record, removed once it does not.
 * Returns when the restored draft was written, or null, and a way to discard it.
 */
export function useFormDraft({ key, form, enabled, now = () => new Date() }: Options) {
  // Read once, when the form opens: the draft a crash or a closed tab left behind.
  const [opened] = useState(() => readDraft(key));
  // The record as saved now, as this form opened it.
  const [base] = useState(() => JSON.stringify(form.formState.defaultValues ?? {}));
  const [restoredAt, setRestoredAt] = useState<Date | null>(() =>
    opened ? new Date(opened.saved_at) : null,
  );
  const lastWritten = useRef<string | null>(null);
  // Set when the editor leaves without saving: the form's last renders must not write the copy again.
  const abandoned = useRef(false);
  const values = useWatch({ control: form.control });
  const { isDirty } = useFormState({ control: form.control });

  useEffect(() => {
    if (!enabled || abandoned.current) return;
    if (!isDirty) {
      // Back to the record as saved (or just saved): no copy to keep.
      if (lastWritten.current !== null) removeDraft(key);
      lastWritten.current = null;
      return;
    }
    const json = JSON.stringify(values);
    if (json === lastWritten.current) return;
    lastWritten.current = json;
    // A restored draft keeps the record it began from; a new one begins from the record as it is now.
    writeDraft(key, { saved_at: now().toISOString(), values, base: opened?.base ?? base });
    // `now` is left out: a caller's inline clock would rerun this on every render for nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, isDirty, values, key]);

  // After the effect above, so that on opening it does not see the form as unchanged and remove the draft it is
  // about to restore.
  useEffect(() => {
    if (!opened) return;
    lastWritten.current = JSON.stringify(opened.values);
    form.reset(opened.values, { keepDefaultValues: true });
  }, [opened, form]);

  return {
    restoredAt,
    /**
     * The record was saved (by someone else, or in another tab) after the draft began: restoring puts the draft's
     * older values over that save, so the notice says so and Discard keeps the saved record.
     */
    stale: restoredAt !== null && opened?.base !== undefined && opened.base !== base,
    /** Drops the browser's copy and puts the form back to the record as saved. */
    discard: () => {
      removeDraft(key);
      lastWritten.current = null;
      setRestoredAt(null);
      form.reset();
    },
    /** Leaving without saving, as the editor chose: the copy goes, and nothing writes it again. */
    abandon: () => {
      abandoned.current = true;
      removeDraft(key);
    },
    /** After a save: the copy is no longer needed (the form is reset to the saved record by the caller). */
    clear: () => {
      removeDraft(key);
      lastWritten.current = null;
      setRestoredAt(null);
    },
  };
}
