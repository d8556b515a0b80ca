import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LOCALE, type Locale, type Popup } from '@charity/shared';
import { HomePopup } from '#src/features/home/components/home-popup.tsx';
import { img } from '#src/features/home/test/home-api.ts';
import { POPUP_TIME_KEY } from '#src/features/home/utils/popup-delay.ts';
import { LocaleContext } from '#src/lib/i18n.ts';
import { createQueryClient } from '#src/lib/query-client.ts';
import { on, server } from '#src/test/api-server.ts';

const POPUP: { data: Popup } = { data: { ...img('p'), title: 'Sainik Seva', link: null } };

const renderPopup = (locale: Locale = DEFAULT_LOCALE) =>
  render(
    <LocaleContext value={locale}>
      <QueryClientProvider client={createQueryClient()}>
        <p>Page content</p>
        <HomePopup />
      </QueryClientProvider>
    </LocaleContext>,
  );

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('home popup', () => {
  it('opens after twice the stored delay, doubles it on close, and keeps the page', async () => {
    server.use(on('GET /api/popup/display', [200, POPUP]));
    const first = renderPopup();
    await advance(4900);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(200);
    const dialog = screen.getByRole('dialog', { name: 'Sainik Seva' });
    expect(dialog).toContainElement(screen.getByRole('img', { name: 'Sainik Seva' }));

    vi.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(POPUP_TIME_KEY)).toBe('5000');
    // No reload: the rest of the page is still there.
    expect(screen.getByText('Page content')).toBeInTheDocument();
    first.unmount();

    // The next visit waits twice as long.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderPopup();
    await advance(9900);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(200);
    expect(screen.getByRole('dialog', { name: 'Sainik Seva' })).toBeInTheDocument();
  });

  it('never opens when the server has no popup', async () => {
    server.use(on('GET /api/popup/display', [200, { data: null }]));
    renderPopup();
    await advance(20_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(POPUP_TIME_KEY)).toBeNull();
  });

  it('speaks Kannada on a Kannada page (the popup itself is the trusts’ content)', async () => {
    server.use(
      on('GET /api/popup/display', [200, { data: { ...POPUP.data, link: 'https://example.org/seva' } }]),
    );
    renderPopup('kn');
    await advance(5100);
    const dialog = screen.getByRole('dialog', { name: 'Sainik Seva' });
    expect(dialog).toContainElement(screen.getByRole('link', { name: 'ಇನ್ನಷ್ಟು ತಿಳಿಯಿರಿ – Sainik Seva ಕುರಿತು' }));
    expect(screen.getByRole('button', { name: 'ಮುಚ್ಚಿ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ಪ್ರಕಟಣೆಯನ್ನು ಮುಚ್ಚಿ' })).toBeInTheDocument();
  });
});
