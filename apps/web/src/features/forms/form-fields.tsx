import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useFormContext, useFormState } from 'react-hook-form';
import { paths } from '@charity/shared';

/*
 * The inputs of every form, read from the enclosing <Form> (react-hook-form context), so a field is one line:
 * its name (the schema's key, also the server's errors.<field>) and its label. Each one ties its label to the
 * control, and when it has an error sets aria-invalid and points aria-describedby at the message, so a screen
 * reader reads the message when the form moves focus to the first invalid field.
 */

const inputClass =
  'mt-1 block w-full rounded-xl border border-line bg-white px-4 py-3 text-ink placeholder:text-muted/70 aria-invalid:border-primary-strong';
const labelClass = 'text-sm font-semibold text-maroon';

/** The field's error message (client or server), subscribed to that field only. */
function useFieldError(name: string): string | undefined {
  const { control, getFieldState } = useFormContext();
  const state = useFormState({ control, name });
  return getFieldState(name, state).error?.message;
}

/** The ids and ARIA attributes that tie a control to its hint and error. */
function useDescribedControl(name: string, hint: ReactNode | undefined) {
  const id = useId();
  const error = useFieldError(name);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return {
    id,
    error,
    hintId,
    errorId,
    aria: {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
    },
  } as const;
}

function Hint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1 text-sm text-muted">
      {children}
    </p>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-primary-strong">
      {message}
    </p>
  );
}

type CommonProps = {
  /** The schema key; also the key the server uses in errors.<field>. */
  name: string;
  label: ReactNode;
  /** A note under the control, read with it by screen readers (e.g. why a number is asked for). */
  hint?: ReactNode;
  /** Marks the control as required for assistive technology; the schema enforces it. Default true. */
  required?: boolean;
  className?: string;
};

export type TextFieldProps = CommonProps &
  Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'type' | 'autoComplete' | 'inputMode' | 'placeholder' | 'maxLength' | 'spellCheck' | 'autoCapitalize'
  >;

/** A labelled single-line input. */
export function TextField({ name, label, hint, required = true, className, ...input }: TextFieldProps) {
  const { register } = useFormContext();
  const { id, error, hintId, errorId, aria } = useDescribedControl(name, hint);
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        type="text"
        {...input}
        aria-required={required || undefined}
        {...aria}
        className={inputClass}
        {...register(name)}
      />
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export type TextAreaFieldProps = CommonProps & { rows?: number; maxLength?: number };

/** A labelled multi-line input. */
export function TextAreaField({
  name,
  label,
  hint,
  required = true,
  className,
  rows = 5,
  maxLength,
}: TextAreaFieldProps) {
  const { register } = useFormContext();
  const { id, error, hintId, errorId, aria } = useDescribedControl(name, hint);
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        maxLength={maxLength}
        aria-required={required || undefined}
        {...aria}
        className={`${inputClass} resize-y`}
        {...register(name)}
      />
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export type CheckboxFieldProps = Omit<CommonProps, 'required'> & { required?: boolean };

/** A checkbox with its label beside it (the label may hold links); its error, if any, below. */
export function CheckboxField({ name, label, hint, required = false, className }: CheckboxFieldProps) {
  const { register } = useFormContext();
  const { id, error, hintId, errorId, aria } = useDescribedControl(name, hint);
  return (
    <div className={className}>
      <div className="flex min-h-11 items-center gap-3">
        <input
          id={id}
          type="checkbox"
          aria-required={required || undefined}
          {...aria}
          className="size-5 shrink-0 cursor-pointer accent-primary"
          {...register(name)}
        />
        <label htmlFor={id} className="cursor-pointer text-ink">
          {label}
        </label>
      </div>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/**
 * The terms tick every public form ends with (SPEC §5: must be ticked). The link opens the terms in a new tab
 * (SPEC §2) so what the visitor has typed stays put. The tick is validated, never sent.
 */
export function TermsTick({ name = 'terms', className }: { name?: string; className?: string }) {
  return (
    <CheckboxField
      name={name}
      required
      className={className}
      label={
        <>
          I accept the{' '}
          <Link
            to={paths.termsCondition}
            target="_blank"
            rel="noopener"
            className="font-semibold text-primary-strong underline underline-offset-4"
          >
            terms and conditions
            <span className="sr-only"> (opens in a new tab)</span>
          </Link>
        </>
      }
    />
  );
}

/** The form's submit button; disabled while the form is being sent. */
export function SubmitButton({ children, className = '' }: { children: ReactNode; className?: string }) {
  const { control } = useFormContext();
  const { isSubmitting } = useFormState({ control });
  return (
    <button type="submit" disabled={isSubmitting} className={`btn btn-primary ${className}`}>
      {children}
    </button>
  );
}
