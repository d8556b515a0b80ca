import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '#src/lib/api-error.ts';
import { FORBIDDEN_TEXT } from '#src/features/admin/ui/forbidden.tsx';
import { Loading } from '#src/features/admin/ui/loading.tsx';
import { QueryFailure } from '#src/features/admin/ui/query-failure.tsx';

/* The states every console read shows before its data: waiting, and a failed read (docs/product/console.md). */
describe('a console read that failed or is on its way', () => {
  it('says what went wrong and asks the query again on Try again', async () => {
    const refetch = vi.fn(() => Promise.resolve());
    render(
      <MemoryRouter>
        <QueryFailure query={{ error: new Error('The donation could not be read.'), refetch }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The donation could not be read.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows "no access" for a 403, with no retry', () => {
    const error = new ApiError(403, { error: 'forbidden', message: 'Forbidden' });
    render(
      <MemoryRouter>
        <QueryFailure query={{ error, refetch: () => undefined }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: FORBIDDEN_TEXT })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('announces what it waits for as a status', () => {
    render(<Loading>Loading the donation…</Loading>);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the donation…');
  });
});
