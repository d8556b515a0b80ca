/** The donor the account and donation journeys register as (each with its own fresh e-mail address). */
export const DONOR = { first_name: 'Asha', last_name: 'Rao' } as const;

export const PASSWORD = 'lotus pond 108';

/** The subject of the mail with the code that verifies a new account. */
export const VERIFY_SUBJECT = /verification code/;
