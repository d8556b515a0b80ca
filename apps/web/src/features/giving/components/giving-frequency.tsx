import { useId } from 'react';
import type { GivingFrequency as Frequency } from '@charity/shared';
import { useT, type Message } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

const OPTIONS: { value: Frequency; label: Message }[] = [
  { value: 'once', label: m['giving.giveOnce'] },
  { value: 'monthly', label: m['giving.giveMonthly'] },
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
  const t = useT();
  const hintId = `${name}-hint`;
  return (
    <fieldset className={className} aria-describedby={value === 'monthly' ? hintId : undefined}>
      <legend className="text-sm font-semibold text-maroon">{t(m['giving.howOften'])}</legend>
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
            {t(option.label)}
          </label>
        ))}
      </div>
      {value === 'monthly' ? (
        <p id={hintId} className="mt-1 text-sm text-muted">
          {t(m['giving.monthlyHint'])}
        </p>
      ) : null}
    </fieldset>
  );
}
