/**
 * The root of every console query key, and who is signed in. Each area keeps its own keys beside its api
 * (`<area>/api/keys.ts`), all under `all`, so signing in or out drops every one of them at once.
 */
export const adminKeys = {
  all: ['admin'] as const,
  me: ['admin', 'me'] as const,
};
