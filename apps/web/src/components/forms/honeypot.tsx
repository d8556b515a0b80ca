import type { BaseSyntheticEvent } from 'react';
import { HONEYPOT_FIELD } from '@charity/shared';

/*
 * The trap for bots (docs/product/forms-and-subscriptions.md abuse resistance): a text input people never
 * see, reach or have filled in for them. <Form> renders it; the submit handler reads it from the submitted
 * form (it is not a form field) and spreads its value into the request, where the server accepts and drops a
 * request that filled it in.
 */

/**
 * The honeypot's value, to spread into the request body: `{}` for a person (the field is empty), `{ website: … }`
 * when a bot filled it in, so the server can recognise and drop the request.
 */
export type HoneypotBody = Partial<Record<typeof HONEYPOT_FIELD, string>>;

/**
 * The trap input. It is off-screen rather than display:none (some bots skip hidden inputs), hidden from
 * assistive technology, out of the tab order, and not autofilled.
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

/** The honeypot input of the submitted <form>, read from the DOM: a person never fills it, so it is no field. */
export function findHoneypot(event: BaseSyntheticEvent | undefined): HTMLInputElement | null {
  const target: unknown = event?.target;
  if (!(target instanceof HTMLFormElement)) return null;
  const input = target.elements.namedItem(HONEYPOT_FIELD);
  return input instanceof HTMLInputElement ? input : null;
}

/** What to spread into the request: `{}` for a person, the trap's value when a bot filled it in. */
export const honeypotBody = (input: HTMLInputElement | null): HoneypotBody =>
  input?.value ? { [HONEYPOT_FIELD]: input.value } : {};
