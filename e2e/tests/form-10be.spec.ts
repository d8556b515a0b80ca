import { readFile } from 'node:fs/promises';
import { paths } from '@charity/shared/routes';
import { expectAccessible } from '../support/a11y.ts';
import { freshAddress } from '../support/addresses.ts';
import { DONOR, registerDonor } from '../support/donor.ts';
import { certificatePdf } from '../support/form-10be-certificate.ts';
import { waitForMail } from '../support/mail.ts';
import { expect, signInAs, test } from './fixtures.ts';

/*
 * Form 10BE certificates (docs/product/giving.md "Form 10BE certificates"): a donor gave by cheque in the year that
 * closed; the treasurer uploads the trust's certificate for it on the console's Form 10BE screen, sees it matched
 * and mailed, and the donor downloads it from their payments page. axe scans the screen.
 */

/** The financial year that closed last 31 March (in India), and a day inside it. */
function closedYear(): { fy: string; day: string } {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  const [year = 0, month = 0] = today.split('-').map(Number);
  const start = (month >= 4 ? year : year - 1) - 1;
  return { fy: `${start}-${String((start + 1) % 100).padStart(2, '0')}`, day: `${start}-06-15` };
}

const letter = () => String.fromCharCode(65 + Math.floor(Math.random() * 26));
/** A PAN of this run's own (individual: fourth letter P), so no other test's gift shares the donor. */
const freshPan = () =>
  `${letter()}${letter()}${letter()}P${letter()}${String(Math.floor(Math.random() * 9000) + 1000)}${letter()}`;

test('finance uploads a Form 10BE certificate; it is matched and mailed, and the donor downloads it', async ({
  page,
  consoleFinance,
}) => {
  // Registration, a PDF read on the server, a mail and a download on a loaded machine.
  test.setTimeout(180_000);
  const email = freshAddress('form-10be');
  const pan = freshPan();
  const { fy, day } = closedYear();
  const certificateNumber = `E2E/${fy}/${String(Date.now()).slice(-8)}`;

  // The donor's account, then their cheque to the first trust in the closed year, recorded by finance.
  await registerDonor(page, email);
  await signInAs(page, consoleFinance);
  const gift = await page.request.post('/api/admin/donations/offline', {
    data: {
      first_name: DONOR.first_name,
      last_name: DONOR.last_name,
      email,
      address: '12 Temple Street, Mysuru 570001',
      pan,
      trust: '1',
      amount: '12500',
      mode: 'cheque',
      reference: '004512',
      received_on: day,
    },
  });
  expect(gift.status(), await gift.text()).toBe(201);

  // The treasurer uploads the portal's certificate for it.
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Form 10BE' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Form 10BE' })).toBeVisible();
  // The closed year is the screen's default; the choice rides in the URL.
  const year = page.getByRole('combobox', { name: /^Financial year/ });
  await expect(year).toHaveValue(fy);
  await page.getByRole('combobox', { name: /^Trust/ }).selectOption('1');
  await expect(page).toHaveURL(/trust=1/);
  await expectAccessible(page);

  const pdf = await certificatePdf({
    pan,
    donorName: `${DONOR.first_name} ${DONOR.last_name}`,
    amount: '12,500.00',
    financialYear: fy,
    certificateNumber,
  });
  await page
    .getByLabel('Certificates (PDF or ZIP)')
    .setInputFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: pdf });
  await page.getByRole('button', { name: 'Upload and match' }).click();
  await expect(page.getByText('1 certificate matched to its donor')).toBeVisible({ timeout: 30_000 });
  const matched = page.getByRole('list', { name: /^Matched/ });
  const mine = matched.getByRole('listitem').filter({ hasText: `No. ${certificateNumber}` });
  await expect(mine).toContainText(email);
  await expect(mine).toContainText(/Mailed .*Not downloaded yet/);
  await expectAccessible(page);

  // The donor's mail carries it.
  const mail = await waitForMail(page.request, { to: email, subject: /Form 10BE certificate/ });
  expect(mail.subject).toContain(fy);

  // And their payments page lists it, to download.
  await page.goto(paths.payment);
  const list = page.getByRole('list', { name: 'Form 10BE certificates' });
  const item = list.getByRole('listitem').filter({ hasText: `Certificate no. ${certificateNumber}` });
  await expect(item).toContainText(`Sai Mayee Trust, financial year ${fy}`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    item.getByRole('link', { name: /Download certificate/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^Form-10BE-${fy}-.+\\.pdf$`));
  const path = await download.path();
  expect((await readFile(path)).equals(pdf)).toBe(true);

  // The console now shows the download.
  await page.goto(`/admin/form-10be?trust=1&fy=${fy}`);
  await expect(
    page
      .getByRole('list', { name: /^Matched/ })
      .getByRole('listitem')
      .filter({ hasText: certificateNumber }),
  ).toContainText(/Downloaded /);
});
