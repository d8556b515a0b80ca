import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { TextAreaField } from '#src/components/forms/form-fields.tsx';
import { ApiError } from '#src/lib/api-error.ts';
import { createQueryClient } from '#src/lib/query-client.ts';
import { MailForm, useMailForm } from '#src/features/admin/ui/mail-form.tsx';

/*
 * The console's mail forms (the reply, the newsletter): one send + Preview row and one preview pane, the form
 * kit's field errors for both calls.
 */

const schema = z.object({ text: z.string().trim().min(1, 'Please write something') });
type Preview = { html: string; subject: string };

function TestMailForm({
  send,
  preview,
}: {
  send: (values: { text: string }) => Promise<void>;
  preview: (values: { text: string }) => Promise<Preview>;
}) {
  const mail = useMailForm({ schema, defaultValues: { text: '' }, serverFields: ['text'], send, preview });
  return (
    <MailForm
      mail={mail}
      submitLabel="Send it"
      previewId="test-preview"
      frameTitle="Preview of the test mail"
      describe={(shown) => <p>Subject {shown.subject}</p>}
      aria-label="Test mail"
    >
      <TextAreaField name="text" label="Text" />
    </MailForm>
  );
}

const renderForm = (props: Parameters<typeof TestMailForm>[0]) => {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <TestMailForm {...props} />
    </QueryClientProvider>,
  );
  return user;
};

describe('MailForm', () => {
  it('validates before previewing, shows the preview, and closes it once the mail is sent', async () => {
    const preview = vi.fn(async () => ({ html: '<p>Hello</p>', subject: 'Hi' }));
    const send = vi.fn(async () => {});
    const user = renderForm({ send, preview });
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Please write something')).toBeInTheDocument();
    expect(preview).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Text'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const region = await screen.findByRole('region', { name: 'Preview' });
    expect(within(region).getByText('Subject Hi')).toBeInTheDocument();
    expect(within(region).getByTitle('Preview of the test mail')).toHaveAttribute('srcdoc', '<p>Hello</p>');
    expect(preview).toHaveBeenCalledWith({ text: 'Hello' });

    await user.click(screen.getByRole('button', { name: 'Send it' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ text: 'Hello' }, {}));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Preview' })).not.toBeInTheDocument());
    expect(screen.getByLabelText('Text')).toHaveValue('');
  });

  it('puts the server’s refusal of a preview under its field', async () => {
    const preview = vi.fn(async () => {
      throw new ApiError(422, { message: 'Please check the form.', errors: { text: 'Too long for a mail' } });
    });
    const user = renderForm({ send: vi.fn(), preview });
    await user.type(screen.getByLabelText('Text'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Too long for a mail')).toBeInTheDocument();
    expect(screen.getByLabelText('Text')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('region', { name: 'Preview' })).not.toBeInTheDocument();
  });
});
