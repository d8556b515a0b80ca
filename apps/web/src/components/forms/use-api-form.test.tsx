import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { emailField, termsField } from '@charity/shared';
import { Form } from '#src/components/forms/form.tsx';
import { SubmitButton, TermsTick, TextField } from '#src/components/forms/form-fields.tsx';
import { useApiForm, type UseApiFormOptions } from '#src/components/forms/use-api-form.ts';
import { ApiError } from '#src/lib/api-error.ts';
import { createQueryClient } from '#src/lib/query-client.ts';
import { toast } from '#src/lib/toast.ts';
import { spyOnToasts } from '#src/test/toasts.ts';

const schema = z.object({ email: emailField, terms: termsField });
type Options = UseApiFormOptions<typeof schema, { id: number }>;

function TestForm(props: Pick<Options, 'send' | 'onSuccess' | 'onError' | 'meta' | 'successToast'>) {
  const api = useApiForm({
    schema,
    defaultValues: { email: '', terms: false },
    serverFields: ['email'],
    ...props,
  });
  return (
    <Form api={api} aria-label="Test">
      <TextField name="email" label="E-mail" hint="We reply here." />
      <TermsTick />
      <SubmitButton>Send</SubmitButton>
      <output>{api.isSending ? 'sending' : 'idle'}</output>
    </Form>
  );
}

const renderForm = (props: Parameters<typeof TestForm>[0]) => {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <TestForm {...props} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
};

const fill = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(screen.getByLabelText('E-mail'), ' Asha@Example.ORG ');
  await user.click(screen.getByRole('checkbox', { name: /terms/ }));
  await user.click(screen.getByRole('button', { name: 'Send' }));
};

beforeEach(() => {
  spyOnToasts();
});

describe('useApiForm', () => {
  it('sends the parsed values and the empty honeypot, then toasts, calls onSuccess and is reset', async () => {
    const order: string[] = [];
    const send = vi.fn<Options['send']>(() => Promise.resolve({ id: 7 }));
    vi.mocked(toast.success).mockImplementation(() => order.push('toast'));
    const user = renderForm({
      send,
      successToast: (result) => ({ message: `Saved ${result.id}`, description: 'More' }),
      onSuccess: (result, values) => order.push(`success ${result.id} ${values.email}`),
    });
    await fill(user);
    await vi.waitFor(() => expect(order).toHaveLength(2));
    expect(send).toHaveBeenCalledWith({ email: 'asha@example.org', terms: true }, {});
    expect(toast.success).toHaveBeenCalledWith('Saved 7', { description: 'More' });
    expect(order).toEqual(['toast', 'success 7 asha@example.org']);
    expect(screen.getByLabelText('E-mail')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: /terms/ })).not.toBeChecked();
  });

  it('describes a field by its hint, and by hint and error when invalid', async () => {
    const user = renderForm({ send: vi.fn() });
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('We reply here.');
    expect(screen.getByLabelText('E-mail')).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please enter your e-mail')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
      'We reply here. Please enter your e-mail',
    );
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
  });

  it('with silent reporting, leaves the toast to onError but still shows field errors', async () => {
    const failure = new ApiError(422, { message: 'Nope', errors: { email: 'Taken' } });
    const onError = vi.fn();
    const user = renderForm({
      send: () => Promise.reject(failure),
      onError,
      meta: { errorReporting: 'silent' },
    });
    await fill(user);
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(failure));
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('We reply here. Taken');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('reports busy while the call runs and disables the submit button', async () => {
    let finish: (value: { id: number }) => void = () => {};
    const user = renderForm({ send: () => new Promise((resolve) => (finish = resolve)) });
    await fill(user);
    await vi.waitFor(() => expect(screen.getByText('sending')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    finish({ id: 1 });
    await vi.waitFor(() => expect(screen.getByText('idle')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });
});
