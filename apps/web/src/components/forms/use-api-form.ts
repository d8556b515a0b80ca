/*
 * The form building blocks every form of the web app is made of (contact, volunteer, subscribe, donation, the
 * auth pages): this hook, <Form> (form.tsx), the fields (form-fields.tsx) and the public forms' frame
 * (public-form.tsx).
 *
 *   const api = useApiForm({
 *     schema: contactFormSchema,                        // a zod form schema from @charity/shared
 *     defaultValues: EMPTY,                             // the empty form, restored after every success
 *     serverFields: FORM_FIELDS.contact,                // errors.<field> from the server shown under these
 *     send: ({ terms: _terms, ...request }, honeypot) => createContact({ ...request, ...honeypot }),
 *     successToast: MESSAGES.contactCreated,            // or { message, description }, or (result) => …
 *     onSuccess: (result, values) => {},                // optional: after the reset (e.g. navigate)
 *     onError: (error) => {},                           // optional: after the field errors are set
 *     meta: { errorReporting: 'silent' },               // optional: when onError reports the failure itself
 *   });
 *   <Form api={api} aria-labelledby="contact-heading">
 *     <TextField name="email" label="E-mail" type="email" autoComplete="email" hint="…" />
 *     <TextField name="amount" label="Amount" prefix="₹" inputMode="decimal" />
 *     <TextAreaField name="message" label="Message" rows={6} />
 *     <SelectField name="trust" label="Trust" options={[{ value: '', label: 'Choose a trust' }, …]} />
 *     <CheckboxField name="newsletter" label="Newsletter" />
 *     <TermsTick />                                     // name "terms"; links /terms-condition in a new tab
 *     <SubmitButton>Send</SubmitButton>
 *   </Form>
 *
 * - `send` gets the PARSED values (z.output: trimmed, lower-case e-mail, +91 phone…) and must throw on failure
 *   (every `api.*` call throws ApiError). It runs as a TanStack mutation, so the full-screen loading overlay locks
 *   the page while it runs and the query client toasts the server's `message` and `error`
 * (docs/product/README.md) unless
 *   `meta.errorReporting` says otherwise. Spread `honeypot` into the body: it is `{}` for people.
 * - On success: the form is reset to `defaultValues` (values, ticks, errors, submitted state), then the toast,
 *   then `onSuccess`. On failure: `errors.<field>` go under the `serverFields` (focus on the first), then `onError`.
 *   Either way the toasts of the form's earlier tries then go (attempt-toasts.ts): a success toast replaces the
 *   error toasts of the same form.
 * - `api.form` is react-hook-form's `UseFormReturn<z.input<S>, unknown, z.output<S>>` (watch, setValue…);
 *   `api.isSending` is true while the call runs.
 * - Fields read the form from context: each ties its label to its control and, when invalid, sets aria-invalid
 *   and aria-describedby (hint + error). `required` (default true; false for CheckboxField) sets aria-required.
 *   Field props: `name`, `label`, `hint?`, `required?`, `className?`; TextField adds `type`, `autoComplete`,
 *   `inputMode`, `placeholder`, `maxLength`, `spellCheck`, `autoCapitalize`, `prefix`; TextAreaField adds `rows`,
 *   `maxLength`; SelectField adds `options`, `onValueChange`.
 * - <Form> renders the honeypot (honeypot.tsx: HONEYPOT_FIELD, off-screen, aria-hidden, tabIndex -1,
 *   autocomplete off). A form that cannot use this hook (the donation form) reads it with `findHoneypot`.
 */

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
import { useAttemptToasts } from '#src/components/forms/attempt-toasts.ts';
import { findHoneypot, honeypotBody, type HoneypotBody } from '#src/components/forms/honeypot.tsx';
import { applyFieldErrors } from '#src/lib/api-error.ts';
import type { CallMeta } from '#src/lib/query-client.ts';
import { toast } from '#src/lib/toast.ts';

/** A zod form schema: what the inputs hold (`z.input`) and what is sent (`z.output`) are both objects. */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;

type SuccessToast = string | ({ message: string } & Pick<ExternalToast, 'description'>);

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

const showSuccess = (spec: SuccessToast) => {
  if (typeof spec === 'string') toast.success(spec);
  else toast.success(spec.message, { description: spec.description });
};

/**
 * One public or account form wired end to end (docs/product/forms-and-subscriptions.md): react-hook-form
 * validating with the shared zod schema, the call run as a TanStack mutation (so the full-screen loading
 * overlay locks the page while it runs, and the query client toasts the server's message and error), the
 * server's `errors.<field>` put under their fields, and after a success the toast and a reset of every field,
 * tick and validation state.
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

  const attemptToasts = useAttemptToasts();

  const submit = form.handleSubmit(async (values, event) => {
    const endAttempt = attemptToasts.begin();
    try {
      const honeypotInput = findHoneypot(event);
      let result: R;
      try {
        result = await mutation.mutateAsync({ values, honeypot: honeypotBody(honeypotInput) });
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
    } finally {
      // The success toast replaces the error toasts of earlier tries; a new failure's replace the old ones.
      endAttempt();
    }
  });

  return { form, submit, isSending: mutation.isPending };
}
