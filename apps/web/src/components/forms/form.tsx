import type { FormHTMLAttributes, ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import { HoneypotInput } from '#src/components/forms/honeypot.tsx';
import type { ApiForm, FormSchema } from '#src/components/forms/use-api-form.ts';

type FormProps<S extends FormSchema> = {
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
