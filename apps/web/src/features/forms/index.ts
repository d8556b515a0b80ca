/**
 * Form building blocks shared by every form of the web app (contact, volunteer, subscribe, and the auth pages).
 * This file is the folder's public API; import from `#src/features/forms/index.ts` only.
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
 *     <TextAreaField name="message" label="Message" rows={6} />
 *     <CheckboxField name="newsletter" label="Newsletter" />
 *     <TermsTick />                                     // name "terms"; links /terms-condition in a new tab
 *     <SubmitButton>Send</SubmitButton>
 *   </Form>
 *
 * - `send` gets the PARSED values (z.output: trimmed, lower-case e-mail, +91 phone…) and must throw on failure
 *   (every `api.*` call throws ApiError). It runs as a TanStack mutation, so the full-screen loading overlay locks
 *   the page while it runs and the query client toasts the server's `message` and `error` (SPEC §8) unless
 *   `meta.errorReporting` says otherwise. Spread `honeypot` into the body: it is `{}` for people.
 * - On success: the form is reset to `defaultValues` (values, ticks, errors, submitted state), then the toast,
 *   then `onSuccess`. On failure: `errors.<field>` go under the `serverFields` (focus on the first), then `onError`.
 * - `api.form` is react-hook-form's `UseFormReturn<z.input<S>, unknown, z.output<S>>` (watch, setValue…);
 *   `api.isSending` is true while the call runs.
 * - Fields read the form from context: each ties its label to its control and, when invalid, sets aria-invalid
 *   and aria-describedby (hint + error). `required` (default true; false for CheckboxField) sets aria-required.
 *   Field props: `name`, `label`, `hint?`, `required?`, `className?`; TextField adds `type`, `autoComplete`,
 *   `inputMode`, `placeholder`, `maxLength`, `spellCheck`, `autoCapitalize`; TextAreaField adds `rows`, `maxLength`.
 * - <Form> renders the honeypot (HONEYPOT_FIELD, off-screen, aria-hidden, tabIndex -1, autocomplete off).
 */
export { Form, HoneypotInput, type FormProps } from '#src/features/forms/form.tsx';
export {
  CheckboxField,
  SubmitButton,
  TermsTick,
  TextAreaField,
  TextField,
  type CheckboxFieldProps,
  type TextAreaFieldProps,
  type TextFieldProps,
} from '#src/features/forms/form-fields.tsx';
export {
  useApiForm,
  type ApiForm,
  type FormSchema,
  type HoneypotBody,
  type SuccessToast,
  type UseApiFormOptions,
} from '#src/features/forms/use-api-form.ts';
