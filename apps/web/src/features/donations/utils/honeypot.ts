import type { BaseSyntheticEvent } from 'react';
import { HONEYPOT_FIELD } from '@charity/shared';
import type { HoneypotBody } from '#src/features/forms/index.ts';

/** The honeypot input <Form> renders into the submitted form (it is not a form field: a person never fills it). */
export function findHoneypot(event: BaseSyntheticEvent | undefined): HTMLInputElement | null {
  const target: unknown = event?.target;
  if (!(target instanceof HTMLFormElement)) return null;
  const input = target.elements.namedItem(HONEYPOT_FIELD);
  return input instanceof HTMLInputElement ? input : null;
}

/** What to spread into the request: `{}` for a person, the trap's value when a bot filled it in. */
export const honeypotBody = (input: HTMLInputElement | null): HoneypotBody =>
  input?.value ? { [HONEYPOT_FIELD]: input.value } : {};
