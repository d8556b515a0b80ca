import type { PublicUser } from '@charity/shared';

/** The donor the auth tests log in as, and the server's answers about them. */

export const USER_ID = '0b7c5a8e-1f2d-4c3b-9a8e-7d6c5b4a3f21';

export const DONOR: PublicUser = {
  id: USER_ID,
  email: 'asha@example.org',
  first_name: 'Asha',
  last_name: 'Rao',
  phone: null,
  email_verified: true,
};

export const sessionAnswer = (user: PublicUser = DONOR) => ({
  access_token: 'token-the-web-app-ignores',
  user,
  message: 'ok',
});
