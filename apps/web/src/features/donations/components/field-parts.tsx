import { useId } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';

/*
 * The two controls of the donation form that the shared form kit (features/forms) has no component for, the
 * trust select and the amount with its ₹ prefix, built to the same pattern and look: label tied to the control,
 * and when invalid aria-invalid plus aria-describedby pointing at the hint and the message.
 */

export const inputClass =
  'block w-full rounded-xl border border-line bg-white px-4 py-3 text-ink placeholder:text-muted/70 aria-invalid:border-primary-strong';
export const labelClass = 'text-sm font-semibold text-maroon';

/** The ids, the field's error (client or server) and the ARIA attributes that tie a control to them. */
export function useFieldAria(name: string, hasHint: boolean) {
  const id = useId();
  const { control, getFieldState } = useFormContext();
  const state = useFormState({ control, name });
  const error = getFieldState(name, state).error?.message;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hasHint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return {
    id,
    error,
    hintId,
    errorId,
    aria: {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
      'aria-required': true,
    },
  } as const;
}

export function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-primary-strong">
      {message}
    </p>
  );
}
