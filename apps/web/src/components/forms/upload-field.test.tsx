import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { UploadResult } from '@charity/shared';
import { Form } from '#src/components/forms/form.tsx';
import { CheckboxGroupField, SubmitButton, TextField } from '#src/components/forms/form-fields.tsx';
import { UploadField } from '#src/components/forms/upload-field.tsx';
import { useApiForm } from '#src/components/forms/use-api-form.ts';
import { createQueryClient } from '#src/lib/query-client.ts';

/*
 * The form kit's fields added for the console's forms (docs/decisions/0046): the upload field fills its addresses from the
 * stored file and previews the picture; the tick group is one list value with its error tied to the group.
 */

const schema = z.object({
  image: z.string().min(1, 'Please give the picture'),
  topics: z.array(z.string()).min(1, 'Please choose a topic'),
});

const STORED: UploadResult = {
  kind: 'image',
  url: '/uploads/images/camp-1200.webp',
  bytes: 1000,
  width: 1200,
  height: 800,
  renditions: [],
} as unknown as UploadResult;

function TestForm({ send }: { send: (values: z.output<typeof schema>) => Promise<void> }) {
  const api = useApiForm({
    schema,
    defaultValues: { image: '', topics: [] },
    serverFields: [],
    send: (values) => send(values),
  });
  return (
    <Form api={api} aria-label="Test">
      <UploadField
        legend="Picture"
        uploader={(onUploaded) => (
          <button type="button" onClick={() => onUploaded(STORED)}>
            Pretend to upload
          </button>
        )}
        picker={(onPicked) => (
          <button type="button" onClick={() => onPicked({ ...STORED, url: '/uploads/images/old-1200.webp' })}>
            Pretend to choose
          </button>
        )}
        fill={(result) => ({ image: result.url })}
        preview={{ name: 'image', alt: 'The current picture' }}
        empty="No picture yet."
      >
        <TextField name="image" label="Picture address" />
      </UploadField>
      <CheckboxGroupField
        name="topics"
        legend="Topics"
        options={[
          { value: 'event', label: 'Events' },
          { value: 'blog', label: 'Blog' },
        ]}
      />
      <SubmitButton>Send</SubmitButton>
    </Form>
  );
}

const renderForm = (send = vi.fn(() => Promise.resolve())) => {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <TestForm send={send} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), send };
};

describe('UploadField and CheckboxGroupField', () => {
  it('shows the errors under the fields, tied to them, then fills the address from an upload', async () => {
    const { user, send } = renderForm();
    const group = screen.getByRole('group', { name: 'Picture' });
    expect(within(group).getByText('No picture yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    const address = screen.getByRole('textbox', { name: 'Picture address' });
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(address).toHaveAccessibleDescription('Please give the picture');
    const topics = screen.getByRole('group', { name: 'Topics' });
    expect(topics).toHaveAttribute('aria-invalid', 'true');
    expect(topics).toHaveAccessibleDescription('Please choose a topic');

    await user.click(within(group).getByRole('button', { name: 'Pretend to upload' }));
    expect(address).toHaveValue(STORED.url);
    expect(address).not.toHaveAttribute('aria-invalid');
    expect(within(group).getByRole('img', { name: 'The current picture' })).toHaveAttribute(
      'src',
      STORED.url,
    );

    await user.click(screen.getByRole('checkbox', { name: 'Blog' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(send).toHaveBeenCalledWith({ image: STORED.url, topics: ['blog'] });
  });

  it('fills the same fields from a file the picker chose as from an upload', async () => {
    const { user } = renderForm();
    const group = screen.getByRole('group', { name: 'Picture' });
    await user.click(within(group).getByRole('button', { name: 'Pretend to choose' }));
    expect(screen.getByRole('textbox', { name: 'Picture address' })).toHaveValue(
      '/uploads/images/old-1200.webp',
    );
    expect(within(group).getByRole('img', { name: 'The current picture' })).toHaveAttribute(
      'src',
      '/uploads/images/old-1200.webp',
    );
  });

  it('previews a stored key through its own route, removes it, and shows the key’s error under the group', async () => {
    const keySchema = z.object({
      trust: z.object({
        logo: z.string({ error: 'Please upload the logo' }).min(1, 'Please upload the logo'),
      }),
    });
    function KeyForm() {
      const api = useApiForm({
        schema: keySchema,
        defaultValues: { trust: { logo: 'branding/logo.png' } },
        serverFields: [],
        send: () => Promise.resolve(),
      });
      return (
        <Form api={api} aria-label="Keys">
          <UploadField
            legend="Logo"
            uploader={() => null}
            fill={() => null}
            preview={{ name: 'trust.logo', alt: 'The logo', src: (key) => `/api/admin/images/${key}` }}
            empty="No logo."
            remove={{ label: 'Remove the logo', values: { 'trust.logo': null } }}
          />
          <SubmitButton>Send</SubmitButton>
        </Form>
      );
    }
    render(
      <QueryClientProvider client={createQueryClient()}>
        <KeyForm />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    const group = screen.getByRole('group', { name: 'Logo' });
    expect(within(group).getByRole('img', { name: 'The logo' })).toHaveAttribute(
      'src',
      '/api/admin/images/branding/logo.png',
    );
    await user.click(within(group).getByRole('button', { name: 'Remove the logo' }));
    expect(within(group).getByText('No logo.')).toBeInTheDocument();
    expect(within(group).queryByRole('img')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(group).findByText('Please upload the logo')).toBeInTheDocument();
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Please upload the logo');
  });
});
