import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { freshAddress } from '../support/addresses.ts';
import { enrol, inviteFromShell } from '../support/console-staff.ts';
import { acceptFailedResponse } from '../support/page-errors.ts';
import { expect, test } from './fixtures.ts';

/*
 * Requests from browsers (docs/decisions/0041): while an admin is signed in to the console, a page on another
 * origin auto-submits a plain HTML form to the console's API. 127.0.0.1 on another port is another origin but the
 * same site, so the browser sends the SameSite=Strict staff cookie along: only the server's origin check stops it.
 */

const PASSWORD = 'a long admin passphrase for origins 7';

/** A tiny page on another port: one form, posted as soon as it loads. */
function formPage(target: string, email: string): string {
  return `<!doctype html><html lang="en"><head><title>Win a prize</title></head><body>
<form id="f" method="post" action="${target}">
  <input type="hidden" name="email" value="${email}"><input type="hidden" name="role" value="admin">
</form>
<script>document.getElementById('f').submit();</script>
</body></html>`;
}

let other: Server | undefined;
test.afterEach(async () => {
  await new Promise<void>((resolve) => (other ? other.close(() => resolve()) : resolve()));
  other = undefined;
});

test('a form on another origin cannot invite staff with the signed-in admin’s cookie', async ({
  page,
  baseURL,
  pageErrors,
}) => {
  test.setTimeout(120_000);
  await enrol(page, await inviteFromShell(freshAddress('origin-admin'), 'admin'), {
    name: 'Origin Admin',
    password: PASSWORD,
  });

  const attacker = freshAddress('attacker');
  const target = new URL('/api/admin/staff', baseURL).href;
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(formPage(target, attacker));
  });
  other = server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const otherOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  expect(otherOrigin).not.toBe(new URL(baseURL ?? '').origin);
  // The suite blocks every origin but the site's (tests/fixtures.ts); this one page is the point of the test.
  await page.route(`${otherOrigin}/**`, (route) => route.continue());

  const posted = page.waitForResponse((response) => response.url() === target);
  await page.goto(`${otherOrigin}/prize`, { waitUntil: 'commit' });
  const response = await posted;
  expect(response.request().method()).toBe('POST');
  expect(response.status()).toBe(403);
  expect(((await response.json()) as { message: string }).message).toMatch(/another website/);
  await acceptFailedResponse(pageErrors, 403, '/api/admin/staff');

  // Nobody was invited: the admin's own session still lists the pending invitations, without the attacker's.
  const invitations = await page.request.get('/api/admin/staff/invitations');
  expect(invitations.status()).toBe(200);
  expect(JSON.stringify(await invitations.json())).not.toContain(attacker);
  const staff = await page.request.get('/api/admin/staff');
  expect(JSON.stringify(await staff.json())).not.toContain(attacker);
});
