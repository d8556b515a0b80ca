import { adminPaths } from '@charity/shared/admin-paths';
import { paths } from '@charity/shared/routes';
import { expectAccessible } from '../support/a11y.ts';
import { createUpcomingEvent } from '../support/console-content.ts';
import { toast } from '../support/toast.ts';
import { expect, signInAs, test } from './fixtures.ts';
import { openPage, quietPopup } from './public.ts';

/*
 * Translating content (docs/product/languages.md "Translating content"): an editor writes an event's Kannada beside
 * its English in the console, and its Kannada page then reads in Kannada, names itself canonical and lists both
 * languages; the English page is unchanged. A new event of its own, so the seeded events the public specs read are
 * left as they are.
 */

test('an editor translates an event side by side and sees it under /kn', async ({ page, consoleEditor }) => {
  // The console, a rich-text field, axe, and two rendered pages on a loaded machine.
  test.setTimeout(180_000);
  const stamp = Date.now();
  const english = `Karthika Deepotsava ${stamp}`;
  const kannada = `ಕಾರ್ತಿಕ ದೀಪೋತ್ಸವ ${stamp}`;
  await quietPopup(page);
  await signInAs(page, consoleEditor);
  const id = await createUpcomingEvent(page.request, english, true);
  const eventPath = paths.eventDetail('madhava-seva', 'upcoming-events', id);

  // Before: the Kannada page shows the English name, marked English, and points at the English page.
  await openPage(page, `/kn${eventPath}`);
  const untranslated = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(untranslated).toHaveText(english);
  await expect(untranslated).toHaveAttribute('lang', 'en');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`[^n]${eventPath}$`),
  );

  await page.goto(adminPaths.contentItem('events', id));
  await page.getByRole('tab', { name: 'Kannada (ಕನ್ನಡ)' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Kannada (ಕನ್ನಡ)' });
  await expect(panel.getByText('Not translated')).toBeVisible();
  // The English beside the field, to translate from.
  await expect(panel.getByText(english, { exact: true })).toBeVisible();
  await panel.getByLabel('Name (Kannada)').fill(kannada);
  await panel.getByRole('textbox', { name: 'Introduction (Kannada)' }).click();
  await page.keyboard.type('ದೇವಾಲಯದ ಅಂಗಳದಲ್ಲಿ ಸಾವಿರ ದೀಪಗಳನ್ನು ಬೆಳಗಿಸುವ ಸೇವೆ.');
  await expectAccessible(page);
  await panel.getByRole('button', { name: 'Save Kannada version' }).click();
  await expect(toast(page, 'The Kannada version is saved.')).toBeVisible();
  await expect(panel.getByText('Kannada: Translated', { exact: true })).toBeVisible();

  // The list says so too.
  await page.goto(`${adminPaths.contentList('events')}?translation=current`);
  await expect(page.getByRole('link', { name: english })).toBeVisible();

  // After: the Kannada page reads in Kannada and is a page of its own in both languages.
  await openPage(page, `/kn${eventPath}`);
  const main = page.getByRole('main');
  const heading = main.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(kannada);
  await expect(heading).not.toHaveAttribute('lang', 'en');
  await expect(main).toContainText('ದೇವಾಲಯದ ಅಂಗಳದಲ್ಲಿ ಸಾವಿರ ದೀಪಗಳನ್ನು ಬೆಳಗಿಸುವ ಸೇವೆ.');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/kn${eventPath}$`));
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    'href',
    new RegExp(`[^n]${eventPath}$`),
  );

  // The English page is as it was.
  await openPage(page, eventPath);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(english);
});
