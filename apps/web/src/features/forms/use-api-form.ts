import type { BaseSyntheticEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import type { ExternalToast } from 'sonner';
import type { z } from 'zod';
import { HONEYPOT_FIELD } from '@charity/shared';
import { applyFieldErrors } from '#src/lib/api-error.ts';
import type { CallMeta } from '#src/lib/query-client.ts';
import { toast } from '#src/lib/toast.ts';

/** A zod form schema: what the inputs hold (`z.input`) and what is sent (`z.output`) are both objects. */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;

/**
 * The honeypot's value, to spread into the request body: `{}` for a person (the field is empty), `{ website: … }`
 * when a bot filled it in, so the server can recognise and drop the request.
 */
export type HoneypotBody = Partial<Record<typeof HONEYPOT_FIELD, string>>;

export type SuccessToast = string | ({ message: string } & Pick<ExternalToast, 'description'>);

export type UseApiFormOptions<S extends FormSchema, R> = {
  /** The `…FormSchema` from @charity/shared; the client shows its messages before anything is sent. */
  schema: S;
  /** The empty form; it comes back after every success (ticks unticked, validation state cleared). */
  defaultValues: DefaultValues<z.input<S>>;
  /** The fields whose server `errors.<field>` are shown (`FORM_FIELDS.<form>`); other keys are ignored. */
  serverFields: readonly Path<z.input<S>>[];
  /**
   * Sends the parsed, canonical values (drop the ticks that are never sent here) plus the honeypot body. It
   * throws ApiError on failure, as every `api.*` call does.
   */
  send: (values: z.output<S>, honeypot: HoneypotBody) => Promise<R>;
  /** Toasted on success, e.g. `MESSAGES.contactCreated`. */
  successToast?: SuccessToast | ((result: R) => SuccessToast);
  /** Runs after a success, once the form is reset (e.g. a redirect). */
  onSuccess?: (result: R, values: z.output<S>) => void;
  /** Runs after a failure, once the server's field errors are under their fields. */
  onError?: (error: unknown) => void;
  /** The call's meta; `{ errorReporting: 'silent' }` when `onError` reports the failure itself. */
  meta?: CallMeta;
};

export type ApiForm<S extends FormSchema> = {
  /** react-hook-form's API, typed by the schema (input values, parsed output). */
  form: UseFormReturn<z.input<S>, unknown, z.output<S>>;
  /** The <form>'s onSubmit: validates, sends, then reports or resets. */
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** True while the call runs (the full-screen overlay is up too). */
  isSending: boolean;
};

/** The honeypot input of the submitted <form> (rendered by <Form>); read from the DOM, it is not a form field. */
const findHoneypot = (event: BaseSyntheticEvent | undefined): HTMLInputElement | null => {
  const target: unknown = event?.target;
  if (!(target instanceof HTMLFormElement)) return null;
  const input = target.elements.namedItem(HONEYPOT_FIELD);
  return input instanceof HTMLInputElement ? input : null;
};

const showSuccess = (spec: SuccessToast) => {
  if (typeof spec === 'string') toast.success(spec);
  else toast.success(spec.message, { description: spec.description });
};

/**
 * One public or account form wired end to end (SPEC §4, §5, §8): react-hook-form validating with the shared zod
 * schema, the call run as a TanStack mutation (so the full-screen loading overlay locks the page while it runs,
 * and the query client toasts the server's message and error), the server's `errors.<field>` put under their
 * fields, and after a success the toast and a reset of every field, tick and validation state.
 */
export function useApiForm<S extends FormSchema, R>(options: UseApiFormOptions<S, R>): ApiForm<S> {
  const { schema, defaultValues, serverFields, send, successToast, onSuccess, onError, meta } = options;
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    // The resolver's generics cannot follow an arbitrary schema type; the cast restates what S guarantees.
    resolver: zodResolver(schema as never) as never,
    defaultValues,
  });
  const mutation = useMutation({
    mutationFn: ({ values, honeypot }: { values: z.output<S>; honeypot: HoneypotBody }) =>
      send(values, honeypot),
    meta,
  });

  const submit = form.handleSubmit(async (values, event) => {
    const honeypotInput = findHoneypot(event);
    const trap = honeypotInput?.value ?? '';
    let result: R;
    try {
      result = await mutation.mutateAsync({
        values,
        honeypot: trap ? { [HONEYPOT_FIELD]: trap } : {},
      });
    } catch (error) {
      // The message/error toasts come from the query client (meta.errorReporting); fields are the form's job.
      applyFieldErrors(error, form.setError, serverFields);
      onError?.(error);
      return;
    }
    // reset() with the defaults also clears errors, touched/dirty flags and the submitted state.
    form.reset(defaultValues);
    if (honeypotInput) honeypotInput.value = '';
    if (successToast) showSuccess(typeof successToast === 'function' ? successToast(result) : successToast);
    onSuccess?.(result, values);
  });

  return { form, submit, isSending: mutation.isPending };
}
