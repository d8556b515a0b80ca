import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@charity/shared';
import { SubscribeForm } from '#src/features/home/components/subscribe-form.tsx';
import { stubApi } from '#src/features/home/test/fake-api.ts';
import { createQueryClient } from '#src/lib/query-client.ts';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const renderForm = () => {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SubscribeForm />
    </QueryClientProvider>,
  );
  return userEvent.setup();
};

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

describe('subscribe form', () => {
  it('shows a message under each invalid field', async () => {
    const fetchMock = stubApi({});
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please enter your name')).toBeInTheDocument();
    expect(screen.getByText('Please enter your e-mail')).toBeInTheDocument();
    expect(screen.getByText('Please enter your phone number')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Name'), 'Asha 2');
    await user.type(screen.getByLabelText('E-mail'), 'asha@');
    await user.type(screen.getByLabelText('Phone'), '12345 67890');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Name may contain only letters and spaces')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid 10-digit mobile number')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the subscription, confirms it and clears the form', async () => {
    const fetchMock = stubApi({ '/api/subscription/create': [200, { message: MESSAGES.subscribed }] });
    const user = renderForm();
    await user.type(screen.getByLabelText('Name'), 'Asha Rao');
    await user.type(screen.getByLabelText('E-mail'), 'asha@example.org');
    await user.type(screen.getByLabelText('Phone'), '+91 98450-12345');
    await user.click(screen.getByRole('checkbox', { name: 'Newsletter' }));
    await user.click(screen.getByRole('checkbox', { name: 'Events' }));
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(MESSAGES.subscribed));
    const body = JSON.parse(fetchMock.mock.calls[0]?.[1]?.body as string) as Record<string, unknown>;
    expect(body).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.org',
      phone: '+91 98450-12345',
      event: true,
      newsletter: true,
      blog: false,
      ebook: false,
      crossword: false,
    });
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('E-mail')).toHaveValue('');
    expect(screen.getByLabelText('Phone')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Newsletter' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Events' })).not.toBeChecked();

    // Validation is reset too: submitting the empty form again shows fresh errors, none linger before that.
    expect(screen.queryByText(/Please enter/)).not.toBeInTheDocument();
  });

  it('puts server field errors under the fields and toasts the message', async () => {
    stubApi({
      '/api/subscription/create': [
        422,
        { message: MESSAGES.invalidInput, errors: { email: 'Already subscribed' } },
      ],
    });
    const user = renderForm();
    await user.type(screen.getByLabelText('Name'), 'Asha Rao');
    await user.type(screen.getByLabelText('E-mail'), 'asha@example.org');
    await user.type(screen.getByLabelText('Phone'), '9845012345');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Already subscribed')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith(MESSAGES.invalidInput);
    expect(screen.getByLabelText('Name')).toHaveValue('Asha Rao');
  });
});
