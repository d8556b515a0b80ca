import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider, useMutation } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { LoadingOverlay } from '#src/components/ui/loading-overlay.tsx';
import { createQueryClient } from '#src/lib/query-client.ts';

function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function Sender({ overlay, pending }: { overlay?: boolean; pending: Promise<void> }) {
  const mutation = useMutation({ mutationFn: () => pending, meta: overlay === undefined ? {} : { overlay } });
  return (
    <button type="button" onClick={() => mutation.mutate()}>
      Send
    </button>
  );
}

const renderWith = (overlay?: boolean) => {
  const call = deferred();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Sender overlay={overlay} pending={call.promise} />
      <LoadingOverlay />
    </QueryClientProvider>,
  );
  return call;
};

describe('LoadingOverlay', () => {
  it('covers the page while a call runs and goes away when it ends', async () => {
    const call = renderWith();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Send' }).click());
    const overlay = await screen.findByRole('status');
    expect(overlay).toHaveAttribute('aria-busy', 'true');
    expect(overlay).toHaveTextContent('Loading…');
    act(() => call.resolve());
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });

  it('stays away for calls that opt out', async () => {
    const call = renderWith(false);
    act(() => screen.getByRole('button', { name: 'Send' }).click());
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    call.resolve();
  });
});
