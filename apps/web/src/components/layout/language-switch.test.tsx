import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@charity/shared';
import { loadMatchedRoutes } from '#src/app/router.tsx';
import { EMPTY_SITE, server } from '#src/test/api-server.ts';
import { renderApp } from '#src/test/render-app.tsx';

/*
 * The language switcher and the Kannada chrome (docs/product/languages.md, docs/decisions/0067): a plain link to
 * the same page in the other language, query kept, in the header and in the mobile menu; on a Kannada page every
 * link of the app stays under /kn.
 */

beforeAll(async () => {
  await Promise.all([loadMatchedRoutes(paths.about), loadMatchedRoutes(`/kn${paths.about}`)]);
}, 120_000);

beforeEach(() => {
  server.use(...EMPTY_SITE);
});

describe('language switcher', () => {
  it('links an English page to its Kannada page, labelled in Kannada, query kept', async () => {
    renderApp('/madhava-seva/past-events?page=2');
    const link = within(await screen.findByRole('banner')).getByRole('link', { name: 'ಕನ್ನಡ' });
    expect(link).toHaveAttribute('href', '/kn/madhava-seva/past-events?page=2');
    expect(link).toHaveAttribute('hreflang', 'kn');
    expect(link).toHaveAttribute('lang', 'kn');
  });

  it('links a Kannada page back to its English page, query kept', async () => {
    renderApp(`/kn${paths.about}?from=menu`);
    const banner = within(await screen.findByRole('banner'));
    const link = banner.getByRole('link', { name: 'English' });
    expect(link).toHaveAttribute('href', `${paths.about}?from=menu`);
    expect(link).toHaveAttribute('hreflang', 'en');
    expect(link).toHaveAttribute('lang', 'en');
  });

  it('shows the header in Kannada on a Kannada page, with every link under /kn', async () => {
    renderApp(`/kn${paths.about}`);
    const main = within(await screen.findByRole('navigation', { name: 'ಮುಖ್ಯ' }));
    expect(main.getByRole('link', { name: 'ಪರಿಚಯ' })).toHaveAttribute('href', `/kn${paths.about}`);
    expect(main.getByRole('button', { name: 'ಮಾಧವ ಸೇವೆ' })).toBeInTheDocument();
    const banner = within(screen.getByRole('banner'));
    expect(banner.getByRole('link', { name: 'ದೇಣಿಗೆ ನೀಡಿ' })).toHaveAttribute('href', `/kn${paths.donation}`);
    expect(banner.getByRole('link', { name: 'ಸಂಪರ್ಕಿಸಿ' })).toHaveAttribute('href', `/kn${paths.contact}`);
    expect(screen.queryByText('Donate')).not.toBeInTheDocument();
    // The page's breadcrumb starts at the Kannada home page.
    const breadcrumb = within(await screen.findByRole('navigation', { name: 'ಪುಟದ ದಾರಿ' }));
    expect(breadcrumb.getByRole('link', { name: 'ಮುಖಪುಟ' })).toHaveAttribute('href', '/kn');
  });

  it('is in the mobile menu too', async () => {
    const { user } = renderApp(`/kn${paths.about}`);
    await user.click(await screen.findByRole('button', { name: 'ಮೆನು ತೆರೆಯಿರಿ' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'ಮೆನು' }));
    expect(sheet.getByRole('link', { name: 'English' })).toHaveAttribute('href', paths.about);
    expect(sheet.getByRole('link', { name: 'ಮುಖಪುಟ' })).toHaveAttribute('href', '/kn');
  });

  it('shows the 404 page in Kannada under /kn, and the console is not there', async () => {
    renderApp('/kn/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'ಪುಟ ಸಿಗಲಿಲ್ಲ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ಮುಖಪುಟಕ್ಕೆ ಹಿಂತಿರುಗಿ' })).toHaveAttribute('href', '/kn');
  });
});
