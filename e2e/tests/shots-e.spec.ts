import { adminPaths } from '@charity/shared/admin-paths';
import { signInAs, test, expect } from './fixtures.ts';
import { openPage, quietPopup } from './public.ts';

// Temporary: screenshots of the translation panel and a translated /kn page (deleted before committing).
test('shots', async ({ page, consoleEditor }) => {
  test.setTimeout(300_000);
  await quietPopup(page);
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await openPage(page, '/kn/about');
    await page.screenshot({ path: `/tmp/shots-E/kn-about-${width}.png`, fullPage: true });
    await openPage(page, '/kn/faq');
    await page.screenshot({ path: `/tmp/shots-E/kn-faq-${width}.png`, fullPage: true });
  }
  await signInAs(page, consoleEditor);
  const list = await page.request.get('/api/admin/pages', { params: { q: 'about', per_page: '100' } });
  const about = ((await list.json()) as { data: { id: number; slug: string }[] }).data.find(
    (p) => p.slug === 'about',
  )!;
  // Make it outdated, to see the notice.
  await page.request.patch(`/api/admin/pages/${about.id}`, {
    data: {
      meta_description:
        'Our vision, our motto and the two trusts through which our volunteers serve, revised.',
    },
  });
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(adminPaths.contentList('pages'));
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByText('Outdated').first()).toBeVisible();
    await page.screenshot({ path: `/tmp/shots-E/list-${width}.png`, fullPage: true });
    await page.goto(adminPaths.contentItem('pages', about.id));
    await page.getByRole('tab', { name: 'Kannada (ಕನ್ನಡ)' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Kannada (ಕನ್ನಡ)' }).getByText('Outdated')).toBeVisible();
    await page.screenshot({ path: `/tmp/shots-E/panel-${width}.png`, fullPage: true });
  }
});
