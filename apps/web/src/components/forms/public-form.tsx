import type { ReactNode } from 'react';
import { Form } from '#src/components/forms/form.tsx';
import { SubmitButton, TermsTick } from '#src/components/forms/form-fields.tsx';
import type { ApiForm, FormSchema } from '#src/components/forms/use-api-form.ts';

type PublicFormProps<S extends FormSchema> = {
  /** What `useApiForm` returned (or an `ApiForm` built by hand, as the donation form does). */
  api: ApiForm<S>;
  /** The id of the heading that names the form (its accessible name). */
  labelledBy: string;
  /** The submit button's text. */
  submitLabel: ReactNode;
  /** The fields, laid out in two columns on wider screens; `sm:col-span-2` makes one span both. */
  children: ReactNode;
};

/**
 * The frame of the public forms that end with the terms tick (docs/product/forms-and-subscriptions.md:
 * contact, volunteer, donation, e-hundi): the fields in a grid, then, across its full width, the tick and the
 * submit button.
 */
export function PublicForm<S extends FormSchema>({
  api,
  labelledBy,
  submitLabel,
  children,
}: PublicFormProps<S>) {
  return (
    <Form api={api} aria-labelledby={labelledBy} className="grid gap-5 sm:grid-cols-2">
      {children}
      <TermsTick className="sm:col-span-2" />
      <div className="sm:col-span-2">
        <SubmitButton className="w-full sm:w-auto">{submitLabel}</SubmitButton>
      </div>
    </Form>
  );
}
