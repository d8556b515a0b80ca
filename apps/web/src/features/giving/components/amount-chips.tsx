import { useRef, type KeyboardEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

/** Whole rupees as the chips show them, grouped the Indian way: ₹501, ₹2,501, ₹1,00,000. */
const indianRupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
export const chipLabel = (rupees: number) => `₹${indianRupees.format(rupees)}`;

export const OTHER_AMOUNT_LABEL = m['giving.otherAmount'];

/**
 * The trust's suggested amounts as chips above the amount field (docs/product/giving.md). They behave as
 * one radio group (WAI-ARIA's radio pattern: one tab stop, arrow keys move and choose): picking a chip writes its
 * amount into the field, "Other" empties a chip's amount and moves the focus to the field to type one. The field
 * stays the one source of the amount, so the chip that reads as chosen is simply the one equal to it.
 */
export function AmountChips({ amounts, amountField }: { amounts: readonly number[]; amountField: string }) {
  const { control, setValue, setFocus } = useFormContext();
  const value = useWatch({ control, name: amountField }) as unknown;
  const typed = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
  const chosen = amounts.findIndex((amount) => typed !== '' && Number(typed) === amount);
  // The chips, then "Other"; "Other" reads as chosen when an amount is typed that no chip offers.
  const count = amounts.length + 1;
  const checked = chosen >= 0 ? chosen : typed !== '' ? amounts.length : -1;
  const t = useT();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  const choose = (index: number, focusField: boolean) => {
    const amount = amounts[index];
    if (amount !== undefined) {
      setValue(amountField, String(amount), { shouldDirty: true, shouldValidate: true });
      return;
    }
    // "Other": a chip's amount is cleared so the donor types their own; an amount already typed stays.
    if (chosen >= 0) setValue(amountField, '', { shouldDirty: true });
    if (focusField) setFocus(amountField);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = (index + step + count) % count;
    buttons.current[next]?.focus();
    // Arrows choose the chip they land on, as radios do; landing on "Other" leaves the focus in the group.
    choose(next, false);
  };

  const labels = [...amounts.map(chipLabel), t(OTHER_AMOUNT_LABEL)];
  return (
    <div
      role="radiogroup"
      aria-label={t(m['giving.suggestedAmounts'])}
      className="flex flex-wrap gap-2 sm:col-span-2"
    >
      {labels.map((label, index) => {
        const isChecked = index === checked;
        return (
          <button
            key={label}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="radio"
            aria-checked={isChecked}
            // One tab stop: the chosen chip, or the first while none is.
            tabIndex={isChecked || (checked === -1 && index === 0) ? 0 : -1}
            onClick={() => choose(index, true)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`min-h-11 rounded-full border px-4 py-2 font-semibold transition-colors ${
              isChecked
                ? 'border-primary-strong bg-primary-strong text-white'
                : 'border-line bg-white text-maroon hover:border-primary'
            }`}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}
