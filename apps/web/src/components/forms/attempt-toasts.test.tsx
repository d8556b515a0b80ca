import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { Link, MemoryRouter, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { emailField } from '@charity/shared';
import { Form } from '#src/components/forms/form.tsx';
import { SubmitButton, TextField } from '#src/components/forms/form-fields.tsx';
import { useApiForm } from '#src/components/forms/use-api-form.ts';
import { Toaster } from '#src/components/ui/toaster.tsx';
import { ApiError } from '#src/lib/api-error.ts';
import { createQueryClient } from '#src/lib/query-client.ts';
import { dismissToasts } from '#src/components/forms/attempt-toasts.ts';
import { toast } from '#src/lib/toast.ts';

/*
 * The toast rules of ADR 30 with the real toaster (sonner), as a visitor sees them: a form's success toast replaces
 * its error toasts, and the toasts of a page do not stay over the next one.
 */

const schema = z.object({ email: emailField });

function TestForm({ name, send }: { name: string; send: () => Promise<{ id: number }> }) {
  const api = useApiForm({
    schema,
    defaultValues: { email: '' },
    serverFields: ['email'],
    send,
    successToast: `${name}: saved`,
  });
  return (
    <Form api={api} aria-label={name}>
      <TextField name="email" label={`${name} e-mail`} />
      <SubmitButton>{`Send ${name}`}</SubmitButton>
    </Form>
  );
}

function GoOnButton({ message }: { message: string }) {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => {
        toast.success(message);
        void navigate('/next');
      }}
    >
      Go on
    </button>
  );
}

const renderPage = (children: React.ReactNode) => {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        {children}
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
};

/** A 422 with the server's message: the query client shows it as an error toast. */
const refusal = (message: string) => Promise.reject(new ApiError(422, { message }));

const fill = async (user: ReturnType<typeof userEvent.setup>, name: string) =>
  user.type(screen.getByLabelText(`${name} e-mail`), 'asha@example.org');

// A failed try keeps what was typed, so trying again is one click.
const send = (user: ReturnType<typeof userEvent.setup>, name: string) =>
  user.click(screen.getByRole('button', { name: `Send ${name}` }));

beforeEach(() => {
  // sonner holds its timers while the tab is hidden, so no toast closes by itself here: when one goes, it was taken.
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
});

afterEach(async () => {
  // sonner's store outlives a test's render; no toast may leak into the next test.
  act(() => dismissToasts());
  await waitFor(() => expect(screen.queryAllByRole('listitem')).toHaveLength(0));
  Reflect.deleteProperty(document, 'hidden');
});

describe("a form's toasts", () => {
  it('a success replaces the error toasts of the same form, and of any other', async () => {
    const contact = vi
      .fn<() => Promise<{ id: number }>>()
      .mockImplementationOnce(() => refusal('Contact refused once'))
      .mockImplementationOnce(() => refusal('Contact refused twice'))
      .mockResolvedValue({ id: 1 });
    const user = renderPage(
      <>
        <TestForm name="Contact" send={contact} />
        <TestForm name="Volunteer" send={() => refusal('Volunteer refused')} />
      </>,
    );

    await fill(user, 'Contact');
    await fill(user, 'Volunteer');
    await send(user, 'Contact');
    expect(await screen.findByText('Contact refused once')).toBeInTheDocument();
    // A second failure replaces the first one's toast instead of stacking on it.
    await send(user, 'Contact');
    expect(await screen.findByText('Contact refused twice')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Contact refused once')).not.toBeInTheDocument());

    await send(user, 'Volunteer');
    expect(await screen.findByText('Volunteer refused')).toBeInTheDocument();
    expect(screen.getByText('Contact refused twice')).toBeInTheDocument();
    await send(user, 'Contact');
    expect(await screen.findByText('Contact: saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Contact refused twice')).not.toBeInTheDocument());
    // A success toast takes every error toast away, the other form's too: they speak of what came before.
    await waitFor(() => expect(screen.queryByText('Volunteer refused')).not.toBeInTheDocument());
  });
});

describe('a success toast', () => {
  it('dismisses every error toast on screen, and leaves the others', async () => {
    renderPage(null);
    toast.error('First failure');
    toast.error('Second failure');
    toast.info('Please check your e-mail');
    expect(await screen.findByText('Second failure')).toBeInTheDocument();
    expect(screen.getByText('First failure')).toBeInTheDocument();

    toast.success('Saved');
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('First failure')).not.toBeInTheDocument());
    expect(screen.queryByText('Second failure')).not.toBeInTheDocument();
    expect(screen.getByText('Please check your e-mail')).toBeInTheDocument();

    // An error after the success stays beside it.
    toast.error('A new failure');
    expect(await screen.findByText('A new failure')).toBeInTheDocument();
    expect(screen.getByText('Saved')).toBeInTheDocument();
  });
});

describe('toasts and leaving the page', () => {
  it('go when the visitor follows a link to another page, and stay for a link to this one', async () => {
    const user = renderPage(
      <>
        <Link to={window.location.pathname}>This page</Link>
        <Link to="/elsewhere">Elsewhere</Link>
      </>,
    );
    toast.error('Something failed here');
    expect(await screen.findByText('Something failed here')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'This page' }));
    expect(screen.getByText('Something failed here')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await waitFor(() => expect(screen.queryByText('Something failed here')).not.toBeInTheDocument());
  });

  it('go when the visitor goes back or forward', async () => {
    renderPage(null);
    toast.error('Old news');
    expect(await screen.findByText('Old news')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(screen.queryByText('Old news')).not.toBeInTheDocument());
  });

  it('stay when the app raises them on its way to the next page', async () => {
    const user = renderPage(<GoOnButton message="Logged in successfully" />);
    await user.click(await screen.findByRole('button', { name: 'Go on' }));
    expect(await screen.findByText('Logged in successfully')).toBeInTheDocument();
  });
});
