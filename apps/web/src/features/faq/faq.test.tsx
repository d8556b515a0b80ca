import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@charity/shared';
import { renderApp } from '#src/test/render-app.tsx';

const stubFetch = () => {
  const fetchMock = vi.fn<typeof fetch>(() =>
    Promise.resolve(new Response(JSON.stringify({ data: 'whatever' }), { status: 200 })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

describe('FAQ', () => {
  it('has two accordions that open an answer on click', async () => {
    const fetchMock = stubFetch();
    const { user } = renderApp(paths.faq);
    await screen.findByRole('heading', { level: 1, name: 'FAQ' });
    const trusts = screen.getByRole('region', { name: 'About the trusts' });
    expect(screen.getByRole('region', { name: 'Donations & volunteering' })).toBeInTheDocument();
    expect(within(trusts).getAllByRole('button').length).toBeGreaterThanOrEqual(5);

    const question = within(trusts).getByRole('button', {
      name: 'What do Manava Seva and Madhava Seva mean?',
    });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/Manava Seva is service to people/)).not.toBeInTheDocument();
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Manava Seva is service to people/)).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('calls the demo endpoint on the demo variant and ignores the answer', async () => {
    const fetchMock = stubFetch();
    renderApp(paths.faqDemo);
    await screen.findByRole('heading', { level: 1, name: 'FAQ' });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/contact/demo', expect.anything()));
    expect(screen.getByRole('region', { name: 'About the trusts' })).toBeInTheDocument();
  });
});
