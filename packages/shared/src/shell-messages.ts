/*
 * The texts and codes the web app's shell itself uses on every page (any failed call, an unknown route, the
 * unverified-e-mail code), in a module of their own: the bundler puts a whole module into the first load once the
 * shell imports anything from it, and messages.ts holds every other text (npm run size). MESSAGES repeats the two
 * texts by reference.
 */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';
export const NOT_FOUND_MESSAGE = 'Not found';

/**
 * The error code that means "e-mail not verified yet" (docs/product/accounts.md); comes with `error_id`, the
 * user's id.
 */
export const AUTH_ERROR_UNVERIFIED = 'AUTH_ERROR_0';
