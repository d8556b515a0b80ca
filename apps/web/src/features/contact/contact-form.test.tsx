import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HONEYPOT_FIELD, MESSAGES, paths, SITE } from '@charity/shared';
import { toast } from '#src/lib/toast.ts';
import { on, recordRequests, server, posts } from '#src/test/api-server.ts';
import { renderApp } from '#src/test/render-app.tsx';
import { spyOnToasts } from '#src/test/toasts.ts';

beforeAll(async () => {
  // Compiling the lazy page on first use can outlast a findBy* query.
  await import('#src/app/routes/contact.tsx');
}, 60_000);

beforeEach(() => {
  spyOnToasts();
});

const openContact = async () => {
  const view = renderApp(paths.contact);
  // The lazy page and the layout can outlast findBy's default second on a busy machine.
  await screen.findByRole('heading', { level: 1, name: 'Contact Us' }, { timeout: 5000 });
  const form = screen.getByRole('form', { name: 'Send us a message' });
  return { ...view, form };
};

type User = Awaited<ReturnType<typeof openContact>>['user'];

const fillValid = async (user: User) => {
  await user.type(screen.getByLabelText('First name'), ' Asha ');
  await user.type(screen.getByLabelText('Last name'), 'Rao');
  await user.type(screen.getByLabelText('Phone'), '98450 12345');
  await user.type(screen.getByLabelText('E-mail'), 'Asha@Example.org');
  await user.type(screen.getByLabelText('Message'), 'I would like to help at the Diwali seva.');
  await user.click(screen.getByRole('checkbox', { name: /I accept the terms and conditions/ }));
};

describe('contact page', () => {
  it('shows the organisation’s address, phone and e-mail, and the terms link opens in a new tab', async () => {
    recordRequests();
    await openContact();
    const main = screen.getByRole('main');
    expect(within(main).getByText(SITE.address)).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: SITE.phone })).toHaveAttribute(
      'href',
      `tel:${SITE.phone.replace(/\s/g, '')}`,
    );
    expect(within(main).getByRole('link', { name: SITE.email })).toHaveAttribute(
      'href',
      `mailto:${SITE.email}`,
    );
    const terms = screen.getByRole('link', { name: /terms and conditions/ });
    expect(terms).toHaveAttribute('href', paths.termsCondition);
    expect(terms).toHaveAttribute('target', '_blank');
  });

  it('shows a message under each field, tied to it, before sending anything', async () => {
    const sent = recordRequests();
    const { user } = await openContact();
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const expected = {
      'First name': 'Please enter your first name',
      'Last name': 'Please enter your last name',
      Phone: 'Please enter your phone number',
      'E-mail': 'Please enter your e-mail',
      Message: 'Please enter your message',
    };
    for (const [label, message] of Object.entries(expected)) {
      const input = await screen.findByLabelText(label);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(message);
    }
    expect(screen.getByRole('checkbox', { name: /terms and conditions/ })).toHaveAccessibleDescription(
      'Please accept the terms and conditions',
    );
    // The first invalid field gets the focus, so a screen reader reads its message.
    expect(screen.getByLabelText('First name')).toHaveFocus();

    await user.type(screen.getByLabelText('First name'), 'Asha2');
    await user.type(screen.getByLabelText('Phone'), '12345 67890');
    await user.type(screen.getByLabelText('E-mail'), 'asha@');
    await user.type(screen.getByLabelText('Message'), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('First name may contain only letters and spaces')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid 10-digit Indian mobile number')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByText('Please write at least 10 characters')).toBeInTheDocument();
    expect(posts(sent)).toEqual([]);
  });

  it('sends the canonical values as JSON without the tick, says so and clears the whole form', async () => {
    server.use(on('POST /api/contact/create', [200, { message: MESSAGES.contactCreated }]));
    const sent = recordRequests();
    const { user } = await openContact();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(MESSAGES.contactCreated));
    expect(posts(sent)).toEqual([
      {
        method: 'POST',
        path: '/api/contact/create',
        kind: 'json',
        body: {
          first_name: 'Asha',
          last_name: 'Rao',
          phone: '+919845012345',
          email: 'asha@example.org',
          message: 'I would like to help at the Diwali seva.',
        },
      },
    ]);
    for (const label of ['First name', 'Last name', 'Phone', 'E-mail', 'Message']) {
      expect(screen.getByLabelText(label)).toHaveValue('');
      expect(screen.getByLabelText(label)).not.toHaveAttribute('aria-invalid');
    }
    expect(screen.getByRole('checkbox', { name: /terms and conditions/ })).not.toBeChecked();
    // The validation state is gone too: nothing is flagged until the next submit.
    expect(screen.queryByText(/^Please /)).not.toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('puts the server’s field errors under their fields, toasts its message and keeps what was typed', async () => {
    server.use(
      on('POST /api/contact/create', [
        422,
        {
          message: MESSAGES.invalidInput,
          errors: {
            email: 'This address cannot receive mail',
            message: 'Please write a little more',
            x: 'hidden',
          },
        },
      ]),
    );
    const { user } = await openContact();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByLabelText('E-mail')).toHaveAccessibleDescription(
      'This address cannot receive mail',
    );
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Please write a little more');
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(screen.queryByText('hidden')).not.toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith(MESSAGES.invalidInput);
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.getByLabelText('First name')).toHaveValue(' Asha ');
    expect(screen.getByRole('checkbox', { name: /terms and conditions/ })).toBeChecked();
  });

  it('toasts a rate limit and keeps the form as it was', async () => {
    server.use(on('POST /api/contact/create', [429, { message: MESSAGES.tooManyRequests }]));
    const { user } = await openContact();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith(MESSAGES.tooManyRequests));
    expect(screen.getByLabelText('Last name')).toHaveValue('Rao');
  });

  it('has a honeypot people cannot see or reach, and sends it only when a bot fills it in', async () => {
    server.use(on('POST /api/contact/create', [200, { message: MESSAGES.contactCreated }]));
    const sent = recordRequests();
    const { user, form } = await openContact();
    const trap = form.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`);
    if (!trap) throw new Error('no honeypot input');
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Website' })).not.toBeInTheDocument();

    await fillValid(user);
    await user.type(trap, 'https://spam.example');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await vi.waitFor(() => expect(posts(sent)).toHaveLength(1));
    expect(posts(sent)[0]?.body).toMatchObject({ [HONEYPOT_FIELD]: 'https://spam.example' });
    await vi.waitFor(() => expect(trap).toHaveValue(''));
  });
});

describe('contact page in Kannada (/kn/contact)', () => {
  const openKannada = async () => {
    const view = renderApp(`/kn${paths.contact}`);
    await screen.findByRole('heading', { level: 2, name: 'ನಮಗೆ ಸಂದೇಶ ಕಳುಹಿಸಿ' }, { timeout: 5000 });
    return view;
  };

  it('labels the fields, the tick and the button in Kannada, and says what is wrong in Kannada', async () => {
    const sent = recordRequests();
    const { user } = await openKannada();
    expect(screen.getByRole('form', { name: 'ನಮಗೆ ಸಂದೇಶ ಕಳುಹಿಸಿ' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'ನೇರವಾಗಿ ಸಂಪರ್ಕಿಸಿ' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /^ನಾನು ನಿಯಮಗಳು ಮತ್ತು ಷರತ್ತುಗಳನ್ನು/ })).toBeInTheDocument();
    // The link, inside the sentence where Kannada puts it, still leads to the Kannada terms page.
    expect(screen.getByRole('link', { name: /ನಿಯಮಗಳು ಮತ್ತು ಷರತ್ತುಗಳನ್ನು/ })).toHaveAttribute(
      'href',
      `/kn${paths.termsCondition}`,
    );
    await user.click(screen.getByRole('button', { name: 'ಸಂದೇಶ ಕಳುಹಿಸಿ' }));

    const expected = {
      'ಮೊದಲ ಹೆಸರು': 'ದಯವಿಟ್ಟು ನಿಮ್ಮ ಮೊದಲ ಹೆಸರನ್ನು ನಮೂದಿಸಿ',
      'ಕೊನೆಯ ಹೆಸರು': 'ದಯವಿಟ್ಟು ನಿಮ್ಮ ಕೊನೆಯ ಹೆಸರನ್ನು ನಮೂದಿಸಿ',
      ದೂರವಾಣಿ: 'ದಯವಿಟ್ಟು ನಿಮ್ಮ ದೂರವಾಣಿ ಸಂಖ್ಯೆಯನ್ನು ನಮೂದಿಸಿ',
      ಇಮೇಲ್: 'ದಯವಿಟ್ಟು ನಿಮ್ಮ ಇಮೇಲ್ ವಿಳಾಸವನ್ನು ನಮೂದಿಸಿ',
      ಸಂದೇಶ: 'ದಯವಿಟ್ಟು ನಿಮ್ಮ ಸಂದೇಶವನ್ನು ಬರೆಯಿರಿ',
    };
    for (const [label, message] of Object.entries(expected)) {
      const input = await screen.findByLabelText(label);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(message);
    }
    expect(screen.getByRole('checkbox', { name: /ನಿಯಮಗಳು/ })).toHaveAccessibleDescription(
      'ದಯವಿಟ್ಟು ನಿಯಮಗಳು ಮತ್ತು ಷರತ್ತುಗಳನ್ನು ಒಪ್ಪಿಕೊಳ್ಳಿ',
    );

    // A name in Kannada letters is refused (the rule is A–Z), and the message says which letters to use.
    await user.type(screen.getByLabelText('ಮೊದಲ ಹೆಸರು'), 'ಆಶಾ');
    await user.type(screen.getByLabelText('ದೂರವಾಣಿ'), '12345 67890');
    await user.type(screen.getByLabelText('ಸಂದೇಶ'), 'ನಮಸ್ಕಾರ');
    await user.click(screen.getByRole('button', { name: 'ಸಂದೇಶ ಕಳುಹಿಸಿ' }));
    expect(
      await screen.findByText('ಮೊದಲ ಹೆಸರನ್ನು ಇಂಗ್ಲಿಷ್ ಅಕ್ಷರಗಳು ಮತ್ತು ಖಾಲಿ ಜಾಗಗಳಲ್ಲಿ ಮಾತ್ರ ಬರೆಯಿರಿ'),
    ).toBeInTheDocument();
    expect(screen.getByText('ದಯವಿಟ್ಟು ಸರಿಯಾದ 10 ಅಂಕಿಗಳ ಭಾರತೀಯ ಮೊಬೈಲ್ ಸಂಖ್ಯೆಯನ್ನು ನಮೂದಿಸಿ')).toBeInTheDocument();
    expect(screen.getByText('ದಯವಿಟ್ಟು ಕನಿಷ್ಠ 10 ಅಕ್ಷರಗಳನ್ನು ಬರೆಯಿರಿ')).toBeInTheDocument();
    expect(screen.queryByText(/Please/)).not.toBeInTheDocument();
    expect(posts(sent)).toEqual([]);
  });

  it('says in Kannada that the message was received', async () => {
    server.use(on('POST /api/contact/create', [200, { message: MESSAGES.contactCreated }]));
    const { user } = await openKannada();
    await user.type(screen.getByLabelText('ಮೊದಲ ಹೆಸರು'), 'Asha');
    await user.type(screen.getByLabelText('ಕೊನೆಯ ಹೆಸರು'), 'Rao');
    await user.type(screen.getByLabelText('ದೂರವಾಣಿ'), '98450 12345');
    await user.type(screen.getByLabelText('ಇಮೇಲ್'), 'asha@example.org');
    await user.type(screen.getByLabelText('ಸಂದೇಶ'), 'ದೀಪಾವಳಿ ಸೇವೆಯಲ್ಲಿ ಸಹಾಯ ಮಾಡಲು ಬಯಸುತ್ತೇನೆ.');
    await user.click(screen.getByRole('checkbox', { name: /ನಿಯಮಗಳು/ }));
    await user.click(screen.getByRole('button', { name: 'ಸಂದೇಶ ಕಳುಹಿಸಿ' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('ನಿಮ್ಮ ಸಂದೇಶ ನಮಗೆ ತಲುಪಿದೆ'));
  });
});
