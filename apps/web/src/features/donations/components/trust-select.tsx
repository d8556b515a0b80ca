import type { ChangeEvent, ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { TRUST_IDS, TRUSTS } from '@charity/shared';
import {
  FieldMessage,
  inputClass,
  labelClass,
  useFieldAria,
} from '#src/features/donations/components/field-parts.tsx';

type TrustSelectProps = {
  hint?: ReactNode;
  className?: string;
  /** Runs after the form has the new value (the donation form clears PAN when trust 2 is chosen). */
  onTrustChange?: (value: string) => void;
};

/** SPEC §5's trust select: empty ("Choose a trust"), 1 and 2, named from the trusts' settings. */
export function TrustSelect({ hint, className, onTrustChange }: TrustSelectProps) {
  const { register } = useFormContext();
  const { id, error, hintId, errorId, aria } = useFieldAria('trust', Boolean(hint));
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        Trust
      </label>
      <select
        id={id}
        {...aria}
        className={`mt-1 ${inputClass} cursor-pointer`}
        {...register('trust', {
          onChange: (event: ChangeEvent<HTMLSelectElement>) => onTrustChange?.(event.target.value),
        })}
      >
        <option value="">Choose a trust</option>
        {TRUST_IDS.map((trust) => (
          <option key={trust} value={String(trust)}>
            {TRUSTS[trust].name}
          </option>
        ))}
      </select>
      {hint ? (
        <div id={hintId} className="mt-1 text-sm text-muted">
          {hint}
        </div>
      ) : null}
      <FieldMessage id={errorId} message={error} />
    </div>
  );
}
