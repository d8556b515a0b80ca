import { expectAccessible } from '../support/a11y.ts';
import { expect, signInAs, test } from './fixtures.ts';

/*
 * My account (docs/product/console.md "My account"): any member, here an editor, reaches it from the shell beside
 * Sign out and sees this session marked, on the built app against the real server. The rules themselves are the
 * API tests' (apps/server/src/features/staff/account.test.ts) and the screen's (account.test.tsx).
 */
test('an editor opens My account from the shell and sees this session', async ({ page, consoleEditor }) => {
  await signInAs(page, consoleEditor);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'My account' }).click();
  await expect(page).toHaveURL(/\/admin\/account$/);
  await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
  const sessions = page.getByRole('table', { name: 'Your sessions' });
  await expect(sessions.getByText('(this session)')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Change your password' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'New recovery codes' })).toBeVisible();
  await expectAccessible(page);
});
