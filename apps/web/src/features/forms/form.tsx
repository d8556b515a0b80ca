import type { FormHTMLAttributes, ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import { HONEYPOT_FIELD } from '@charity/shared';
import type { ApiForm, FormSchema } from '#src/features/forms/use-api-form.ts';

/**
 * The trap for bots (DESIGN §7 abuse resistance): a text input people never see, reach or have filled in for
 * them. It is off-screen rather than display:none (some bots skip hidden inputs), hidden from assistive
 * technology, out of the tab order, and not autofilled. A request that fills it is accepted and dropped by the
 * server. useApiForm reads it from the submitted form.
 */
export function HoneypotInput() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
      <label>
        Website
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

export type FormProps<S extends FormSchema> = {
  /** What `useApiForm` returned. */
  api: ApiForm<S>;
  children: ReactNode;
} & Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate' | 'children'>;

/**
 * The <form> element of a `useApiForm` form: gives the fields their context, validates with the schema rather
 * than the browser's bubbles (noValidate), and carries the honeypot.
 */
export function Form<S extends FormSchema>({ api, children, className = '', ...rest }: FormProps<S>) {
  return (
    <FormProvider {...api.form}>
      <form
        noValidate
        {...rest}
        className={`relative ${className}`}
        onSubmit={(event) => void api.submit(event)}
      >
        <HoneypotInput />
        {children}
      </form>
    </FormProvider>
  );
}
