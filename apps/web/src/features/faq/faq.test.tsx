import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@charity/shared';
import { on, recordRequests, server } from '#src/test/api-server.ts';
import { renderApp } from '#src/test/render-app.tsx';

const answerDemo = () => {
  server.use(on('GET /api/contact/demo', [200, { data: 'whatever' }]));
  return recordRequests();
};

describe('FAQ', () => {
  it('has two accordions that open an answer on click', async () => {
    const sent = answerDemo();
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
    // The questions are content (GET /api/faq); the demo call is the other variant's alone.
    expect(sent.map((request) => request.path).sort()).toEqual(['/api/faq', '/api/pages/faq']);
  });

  it('calls the demo endpoint on the demo variant and ignores the answer', async () => {
    const sent = answerDemo();
    renderApp(paths.faqDemo);
    await screen.findByRole('heading', { level: 1, name: 'FAQ' });
    await vi.waitFor(() =>
      expect(sent.map((request) => request.path).sort()).toEqual([
        '/api/contact/demo',
        '/api/faq',
        '/api/pages/faq',
      ]),
    );
    expect(screen.getByRole('region', { name: 'About the trusts' })).toBeInTheDocument();
  });
});
