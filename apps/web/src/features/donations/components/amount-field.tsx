import { useFormContext } from 'react-hook-form';
import {
  FieldMessage,
  inputClass,
  labelClass,
  useFieldAria,
} from '#src/features/donations/components/field-parts.tsx';

/**
 * The amount in rupees (SPEC §5, issue 5: at least ₹1, up to two decimals), typed as text with the decimal
 * keypad on phones: a number input would accept "1e3" and change the value on a stray scroll wheel.
 */
export function AmountField({ className }: { className?: string }) {
  const { register } = useFormContext();
  const { id, error, hintId, errorId, aria } = useFieldAria('amount', true);
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        Amount
      </label>
      <div className="relative mt-1">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 left-4 flex items-center font-semibold text-maroon"
        >
          ₹
        </span>
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          maxLength={12}
          {...aria}
          className={`${inputClass} pl-9`}
          {...register('amount')}
        />
      </div>
      <p id={hintId} className="mt-1 text-sm text-muted">
        In rupees, e.g. 501 or 1000.50.
      </p>
      <FieldMessage id={errorId} message={error} />
    </div>
  );
}
