import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LOCALE, MESSAGES, type Locale } from '@charity/shared';
import { SubscribeForm } from '#src/features/home/components/subscribe-form.tsx';
import { LocaleContext } from '#src/lib/i18n.ts';
import { createQueryClient } from '#src/lib/query-client.ts';
import { toast } from '#src/lib/toast.ts';
import { on, recordRequests, server, posts } from '#src/test/api-server.ts';

vi.mock('#src/lib/toast.ts', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

const renderForm = (locale: Locale = DEFAULT_LOCALE) => {
  render(
    <LocaleContext value={locale}>
      <QueryClientProvider client={createQueryClient()}>
        <SubscribeForm />
      </QueryClientProvider>
    </LocaleContext>,
  );
  return userEvent.setup();
};

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

describe('subscribe form', () => {
  it('offers only the event, newsletter and blog boxes', () => {
    recordRequests();
    renderForm();
    expect(screen.getAllByRole('checkbox').map((box) => box.getAttribute('name'))).toEqual([
      'event',
      'newsletter',
      'blog',
    ]);
  });

  it('shows a message under each invalid field and sends nothing', async () => {
    const sent = recordRequests();
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByLabelText('Name')).toHaveAccessibleDescription('Please enter your name');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Please enter your e-mail');
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('Please enter your phone number');

    await user.type(screen.getByLabelText('Name'), 'Asha 2');
    await user.type(screen.getByLabelText('E-mail'), 'asha@');
    await user.type(screen.getByLabelText('Phone'), '12345 67890');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Name may contain only letters and spaces')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid 10-digit Indian mobile number')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(posts(sent)).toEqual([]);
  });

  it('sends the subscription with ebook and crossword false, asks to confirm by mail and clears the form', async () => {
    server.use(on('POST /api/subscription/create', [200, { message: MESSAGES.subscribed }]));
    const sent = recordRequests();
    const user = renderForm();
    await user.type(screen.getByLabelText('Name'), 'Asha Rao');
    await user.type(screen.getByLabelText('E-mail'), 'Asha@Example.org');
    await user.type(screen.getByLabelText('Phone'), '+91 98450-12345');
    await user.click(screen.getByRole('checkbox', { name: 'Newsletter' }));
    await user.click(screen.getByRole('checkbox', { name: 'Events' }));
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(MESSAGES.subscribed, {
        description: 'Please confirm from the e-mail we sent you.',
      }),
    );
    expect(posts(sent)).toEqual([
      {
        method: 'POST',
        path: '/api/subscription/create',
        kind: 'json',
        body: {
          name: 'Asha Rao',
          email: 'asha@example.org',
          phone: '+919845012345',
          event: true,
          newsletter: true,
          blog: false,
          ebook: false,
          crossword: false,
        },
      },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Please confirm from the e-mail we sent you.');
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('E-mail')).toHaveValue('');
    expect(screen.getByLabelText('Phone')).toHaveValue('');
    for (const box of screen.getAllByRole('checkbox')) expect(box).not.toBeChecked();
    // Validation is reset too: no message lingers, and none appears until the next submit.
    expect(screen.queryByText(/Please enter/)).not.toBeInTheDocument();
  });

  it('puts server field errors under the fields and toasts the message', async () => {
    server.use(
      on('POST /api/subscription/create', [
        422,
        { message: MESSAGES.invalidInput, errors: { email: 'This address cannot receive mail' } },
      ]),
    );
    const user = renderForm();
    await user.type(screen.getByLabelText('Name'), 'Asha Rao');
    await user.type(screen.getByLabelText('E-mail'), 'asha@example.org');
    await user.type(screen.getByLabelText('Phone'), '9845012345');
    await user.click(screen.getByRole('checkbox', { name: 'Blog' }));
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await vi.waitFor(() =>
      expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('This address cannot receive mail'),
    );
    expect(toast.error).toHaveBeenCalledWith(MESSAGES.invalidInput);
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveValue('Asha Rao');
    expect(screen.getByRole('checkbox', { name: 'Blog' })).toBeChecked();
  });
});

describe('subscribe form in Kannada', () => {
  it('labels everything in Kannada and says what is wrong in Kannada', async () => {
    const sent = recordRequests();
    const user = renderForm('kn');
    expect(screen.getByRole('heading', { name: 'ಹೊಸ ಸುದ್ದಿಗಳಿಗಾಗಿ ಚಂದಾದಾರರಾಗಿ' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'ಇವುಗಳ ಬಗ್ಗೆ ನನಗೆ ಸುದ್ದಿ ಕಳುಹಿಸಿ' })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox').map((box) => box.parentElement?.textContent)).toEqual([
      'ಕಾರ್ಯಕ್ರಮಗಳು',
      'ಸುದ್ದಿಪತ್ರ',
      'ಬ್ಲಾಗ್',
    ]);
    await user.click(screen.getByRole('button', { name: 'ಚಂದಾದಾರರಾಗಿ' }));
    expect(await screen.findByLabelText('ಹೆಸರು')).toHaveAccessibleDescription('ದಯವಿಟ್ಟು ನಿಮ್ಮ ಹೆಸರನ್ನು ನಮೂದಿಸಿ');
    expect(screen.getByLabelText('ಇಮೇಲ್')).toHaveAccessibleDescription('ದಯವಿಟ್ಟು ನಿಮ್ಮ ಇಮೇಲ್ ವಿಳಾಸವನ್ನು ನಮೂದಿಸಿ');

    await user.type(screen.getByLabelText('ಹೆಸರು'), 'ಆಶಾ');
    await user.click(screen.getByRole('button', { name: 'ಚಂದಾದಾರರಾಗಿ' }));
    expect(await screen.findByText('ಹೆಸರನ್ನು ಇಂಗ್ಲಿಷ್ ಅಕ್ಷರಗಳು ಮತ್ತು ಖಾಲಿ ಜಾಗಗಳಲ್ಲಿ ಮಾತ್ರ ಬರೆಯಿರಿ')).toBeInTheDocument();
    expect(posts(sent)).toEqual([]);
  });

  it('toasts and thanks in Kannada', async () => {
    server.use(on('POST /api/subscription/create', [200, { message: MESSAGES.subscribed }]));
    const user = renderForm('kn');
    await user.type(screen.getByLabelText('ಹೆಸರು'), 'Asha Rao');
    await user.type(screen.getByLabelText('ಇಮೇಲ್'), 'asha@example.org');
    await user.type(screen.getByLabelText('ದೂರವಾಣಿ'), '98450 12345');
    await user.click(screen.getByRole('button', { name: 'ಚಂದಾದಾರರಾಗಿ' }));
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('ನಿಮ್ಮ ಚಂದಾದಾರಿಕೆ ದಾಖಲಾಗಿದೆ', {
        description: 'ನಾವು ಕಳುಹಿಸಿದ ಇಮೇಲ್‌ನಲ್ಲಿರುವ ಕೊಂಡಿಯಿಂದ ದಯವಿಟ್ಟು ದೃಢೀಕರಿಸಿ.',
      }),
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'ಧನ್ಯವಾದಗಳು! ನಾವು ಕಳುಹಿಸಿದ ಇಮೇಲ್‌ನಲ್ಲಿರುವ ಕೊಂಡಿಯಿಂದ ದಯವಿಟ್ಟು ದೃಢೀಕರಿಸಿ.',
    );
  });
});
