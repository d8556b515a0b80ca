import { useId } from 'react';
import type { GivingFrequency as Frequency } from '@charity/shared';

const OPTIONS: { value: Frequency; label: string }[] = [
  { value: 'once', label: 'Give once' },
  { value: 'monthly', label: 'Give monthly' },
];

/**
 * The donation form's "Give once / Give monthly" choice (docs/product/giving.md "Monthly giving"): two native radio
 * buttons in a fieldset, drawn as a segmented control. Native radios keep the keyboard (arrows move the choice)
 * and screen readers ("radio, 1 of 2") right with no script. Not a form field: how often is not part of the
 * donation's body, it picks which endpoint the body goes to.
 */
export function GivingFrequency({
  value,
  onChange,
  className = '',
}: {
  value: Frequency;
  onChange: (frequency: Frequency) => void;
  className?: string;
}) {
  const name = useId();
  const hintId = `${name}-hint`;
  return (
    <fieldset className={className} aria-describedby={value === 'monthly' ? hintId : undefined}>
      <legend className="text-sm font-semibold text-maroon">How often</legend>
      <div className="mt-1 inline-flex rounded-xl border border-line bg-white p-1">
        {OPTIONS.map((option) => (
          <label
            key={option.value}
            className="cursor-pointer rounded-lg px-4 py-2 text-sm font-semibold text-maroon has-[:checked]:bg-maroon has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-strong"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
      {value === 'monthly' ? (
        <p id={hintId} className="mt-1 text-sm text-muted">
          The same amount every month, each with its own receipt. Stop it any time on the Payment page.
        </p>
      ) : null}
    </fieldset>
  );
}
