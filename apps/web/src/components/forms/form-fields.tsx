import { useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  Controller,
  useFormContext,
  useFormState,
  type ControllerFieldState,
  type ControllerRenderProps,
  type FieldValues,
} from 'react-hook-form';
import { paths } from '@charity/shared';
import { localiseValidationMessage } from '#src/components/forms/validation-messages.ts';
import { useLocale, useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

/*
 * The inputs of every form, read from the enclosing <Form> (react-hook-form context), so a field is one line:
 * its name (the schema's key, also the server's errors.<field>) and its label. Each one ties its label to the
 * control, and when it has an error sets aria-invalid and points aria-describedby at the message, so a screen
 * reader reads the message when the form moves focus to the first invalid field.
 */

const controlClass =
  'block w-full rounded-xl border border-line bg-white px-4 py-3 text-ink placeholder:text-muted/70 aria-invalid:border-primary-strong';
const inputClass = `mt-1 ${controlClass}`;
const labelClass = 'text-sm font-semibold text-maroon';

/** The field's error message (client or server) in the page's language, subscribed to that field only. */
function useFieldError(name: string): string | undefined {
  const { control, getFieldState } = useFormContext();
  const locale = useLocale();
  const state = useFormState({ control, name });
  const message = getFieldState(name, state).error?.message;
  return message === undefined ? undefined : localiseValidationMessage(message, locale);
}

/**
 * A field's control as the form sees it: react-hook-form's registration, the id its label points at, and the
 * ARIA attributes that tie it to its hint and error (spread both onto the control), plus what the notes under
 * it need.
 */
function useFieldControl(name: string, hint: ReactNode | undefined, required: boolean) {
  const { register } = useFormContext();
  const id = useId();
  const error = useFieldError(name);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return {
    register,
    id,
    error,
    hintId,
    errorId,
    aria: {
      'aria-required': required || undefined,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
    },
  } as const;
}

type FieldControl = ReturnType<typeof useFieldControl>;

/** The hint and the error under a control, with the ids its aria-describedby points at. */
function FieldNotes({ field, hint }: { field: FieldControl; hint: ReactNode | undefined }) {
  return (
    <>
      {hint ? (
        <p id={field.hintId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {field.error ? (
        <p id={field.errorId} className="mt-1 text-sm font-medium text-primary-strong">
          {field.error}
        </p>
      ) : null}
    </>
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

/** The frame of every field but the checkbox: the label above the control, the notes below it. */
function LabelledField({
  field,
  label,
  hint,
  className,
  children,
}: Pick<CommonProps, 'label' | 'hint' | 'className'> & { field: FieldControl; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={field.id} className={labelClass}>
        {label}
      </label>
      {children}
      <FieldNotes field={field} hint={hint} />
    </div>
  );
}

/**
 * Turns what the control holds into the form's value (react-hook-form's setValueAs), e.g. an empty optional
 * address to null or a number input's text to a number, as the schema expects it.
 */
type SetValueAs = (value: unknown) => unknown;

type TextFieldProps = CommonProps &
  Pick<
    InputHTMLAttributes<HTMLInputElement>,
    | 'type'
    | 'autoComplete'
    | 'inputMode'
    | 'placeholder'
    | 'maxLength'
    | 'spellCheck'
    | 'autoCapitalize'
    | 'step'
    // The language of what is typed, when not the page's (a translation box in the console).
    | 'lang'
  > & {
    setValueAs?: SetValueAs;
    /** Called with the new text when the person types in the field (not when the form sets it). */
    onValueChange?: (value: string) => void;
    /**
     * A unit shown inside the input, before the value (e.g. "₹"). Screen readers skip it, so the label or hint
     * must name the unit too.
     */
    prefix?: string;
  };

/** A labelled single-line input. */
export function TextField({
  name,
  label,
  hint,
  required = true,
  className,
  prefix,
  setValueAs,
  onValueChange,
  ...input
}: TextFieldProps) {
  const field = useFieldControl(name, hint, required);
  const control = (
    <input
      id={field.id}
      type="text"
      {...input}
      {...field.aria}
      className={prefix ? `${controlClass} pl-9` : inputClass}
      {...field.register(name, {
        ...(setValueAs ? { setValueAs } : {}),
        ...(onValueChange
          ? { onChange: (event: ChangeEvent<HTMLInputElement>) => onValueChange(event.target.value) }
          : {}),
      })}
    />
  );
  return (
    <LabelledField field={field} label={label} hint={hint} className={className}>
      {prefix ? (
        <div className="relative mt-1">
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 left-4 flex items-center font-semibold text-maroon"
          >
            {prefix}
          </span>
          {control}
        </div>
      ) : (
        control
      )}
    </LabelledField>
  );
}

type TextAreaFieldProps = CommonProps & {
  rows?: number;
  maxLength?: number;
  /** The language of what is typed, when not the page's (a translation box in the console). */
  lang?: string;
};

/** A labelled multi-line input. */
export function TextAreaField({
  name,
  label,
  hint,
  required = true,
  className,
  rows = 5,
  maxLength,
  lang,
}: TextAreaFieldProps) {
  const field = useFieldControl(name, hint, required);
  return (
    <LabelledField field={field} label={label} hint={hint} className={className}>
      <textarea
        id={field.id}
        rows={rows}
        maxLength={maxLength}
        lang={lang}
        {...field.aria}
        className={`${inputClass} resize-y`}
        {...field.register(name)}
      />
    </LabelledField>
  );
}

type SelectFieldProps = CommonProps & {
  /** The choices in order; an empty first one ("Choose …") leaves the choice to the visitor and the schema. */
  options: readonly { value: string; label: string }[];
  /** Runs after the form has the new value (e.g. to clear a field the new choice does not ask for). */
  onValueChange?: (value: string) => void;
  /** E-g. `Number` when the schema wants the choice as a number. */
  setValueAs?: SetValueAs;
};

/** A labelled drop-down list. */
export function SelectField({
  name,
  label,
  hint,
  required = true,
  className,
  options,
  onValueChange,
  setValueAs,
}: SelectFieldProps) {
  const field = useFieldControl(name, hint, required);
  return (
    <LabelledField field={field} label={label} hint={hint} className={className}>
      <select
        id={field.id}
        {...field.aria}
        className={`${inputClass} cursor-pointer`}
        {...field.register(name, {
          onChange: (event: ChangeEvent<HTMLSelectElement>) => onValueChange?.(event.target.value),
          ...(setValueAs ? { setValueAs } : {}),
        })}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}

type CheckboxFieldProps = Omit<CommonProps, 'required'> & { required?: boolean };

/** A checkbox with its label beside it (the label may hold links); its error, if any, below. */
export function CheckboxField({ name, label, hint, required = false, className }: CheckboxFieldProps) {
  const field = useFieldControl(name, hint, required);
  return (
    <div className={className}>
      <div className="flex min-h-11 items-center gap-3">
        <input
          id={field.id}
          type="checkbox"
          {...field.aria}
          className="size-5 shrink-0 cursor-pointer accent-primary"
          {...field.register(name)}
        />
        <label htmlFor={field.id} className="cursor-pointer text-ink">
          {label}
        </label>
      </div>
      <FieldNotes field={field} hint={hint} />
    </div>
  );
}

/** What a custom control gets: its id (the label points at it) and the ARIA attributes tying it to its notes. */
export type CustomControl = {
  id: string;
  aria: FieldControl['aria'];
  /** react-hook-form's value, onChange and onBlur for the field. */
  field: ControllerRenderProps<FieldValues, string>;
  fieldState: ControllerFieldState;
};

/**
 * A field whose control the kit has no variant of (a rich-text editor, a date picker of a library): the same label,
 * hint and error as every field, with the control drawn by `children` from its id, ARIA attributes and value.
 */
export function CustomField({
  name,
  label,
  hint,
  required = true,
  className,
  children,
}: CommonProps & { children: (control: CustomControl) => ReactNode }) {
  const field = useFieldControl(name, hint, required);
  const { control } = useFormContext();
  return (
    <LabelledField field={field} label={label} hint={hint} className={className}>
      <Controller
        name={name}
        control={control}
        render={({ field: controlled, fieldState }) => (
          <>{children({ id: field.id, aria: field.aria, field: controlled, fieldState })}</>
        )}
      />
    </LabelledField>
  );
}

type CheckboxGroupFieldProps = Omit<CommonProps, 'label'> & {
  /** The group's legend. */
  legend: ReactNode;
  options: readonly { value: string; label: string }[];
};

/**
 * Several ticks that make one list of values (e.g. a newsletter's topics): a fieldset whose legend names the group,
 * with the group's error under it and tied to it as every field's is.
 */
export function CheckboxGroupField({
  name,
  legend,
  hint,
  required = true,
  className,
  options,
}: CheckboxGroupFieldProps) {
  const field = useFieldControl(name, hint, required);
  const { control } = useFormContext();
  return (
    <fieldset
      className={className}
      aria-invalid={field.aria['aria-invalid']}
      aria-describedby={field.aria['aria-describedby']}
    >
      <legend className={labelClass}>{legend}</legend>
      <Controller
        name={name}
        control={control}
        render={({ field: controlled }) => {
          const chosen = (controlled.value as string[] | undefined) ?? [];
          return (
            <div className="mt-2 flex flex-wrap gap-4">
              {options.map((option) => (
                <label key={option.value} className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    className="size-5"
                    checked={chosen.includes(option.value)}
                    onChange={(event) =>
                      controlled.onChange(
                        event.target.checked
                          ? [...chosen, option.value]
                          : chosen.filter((value) => value !== option.value),
                      )
                    }
                    onBlur={controlled.onBlur}
                  />
                  {option.label}
                </label>
              ))}
            </div>
          );
        }}
      />
      <FieldNotes field={field} hint={hint} />
    </fieldset>
  );
}

/**
 * The terms tick every public form ends with (docs/product/forms-and-subscriptions.md: must be ticked). The
 * link opens the terms in a new tab (docs/product/forms-and-subscriptions.md) so what the visitor has typed
 * stays put. The tick is validated, never sent.
 */
export function TermsTick({ name = 'terms', className }: { name?: string; className?: string }) {
  const t = useT();
  // The link sits where the language's word order puts it: the sentence is one message, split at the link.
  const [before, after] = t(m['forms.termsAccept'], { terms: LINK_MARK }).split(LINK_MARK);
  return (
    <CheckboxField
      name={name}
      required
      className={className}
      label={
        <>
          {before}
          <Link
            to={paths.termsCondition}
            target="_blank"
            rel="noopener"
            className="font-semibold text-primary-strong underline underline-offset-4"
          >
            {t(m['forms.termsLink'])}
            <span className="sr-only">{t(m['layout.opensInNewTab'])}</span>
          </Link>
          {after}
        </>
      }
    />
  );
}

/** Where the link goes in the terms sentence (a character no translation contains). */
const LINK_MARK = '\u0000';

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
