import { screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, paths, SITE } from '@charity/shared';
import { toast } from '#src/lib/toast.ts';
import { on, recordRequests, server, posts } from '#src/test/api-server.ts';
import { renderApp } from '#src/test/render-app.tsx';
import { spyOnToasts } from '#src/test/toasts.ts';

beforeAll(async () => {
  await import('#src/app/routes/volunteer.tsx');
}, 60_000);

beforeEach(() => {
  spyOnToasts();
});

const openVolunteer = async () => {
  const view = renderApp(paths.volunteer);
  // The lazy page and the layout can outlast findBy's default second on a busy machine.
  await screen.findByRole('heading', { level: 1, name: 'Volunteer' }, { timeout: 5000 });
  return view;
};

type User = Awaited<ReturnType<typeof openVolunteer>>['user'];

/** A Verhoeff-valid Aadhaar (docs/product/external-facts.md), typed the way it is printed on the card. */
const AADHAAR = '2341 2341 2346';

const fillValid = async (user: User, aadhaar = AADHAAR) => {
  await user.type(screen.getByLabelText('First name'), 'Ravi');
  await user.type(screen.getByLabelText('Last name'), 'Kumar  Iyer');
  await user.type(screen.getByLabelText('E-mail'), 'RAVI@example.org');
  await user.type(screen.getByLabelText('Phone'), '+91 70220-12345');
  await user.type(screen.getByLabelText('Aadhaar number'), aadhaar);
  await user.type(screen.getByLabelText('Address'), '7, 2nd Main, Malleshwaram, Bengaluru');
  await user.type(screen.getByLabelText('Which seva interests you?'), 'Teaching children on weekends');
  await user.click(screen.getByRole('checkbox', { name: /I accept the terms and conditions/ }));
};

describe('volunteer page', () => {
  it('introduces the 200+ volunteers and heads the form "Be a Volunteer"', async () => {
    recordRequests();
    await openVolunteer();
    expect(screen.getByText(/There are currently/)).toHaveTextContent(
      `There are currently ${SITE.volunteersCount} professional volunteers`,
    );
    expect(screen.getByRole('form', { name: 'Be a Volunteer' })).toBeInTheDocument();
    const terms = screen.getByRole('link', { name: /terms and conditions/ });
    expect(terms).toHaveAttribute('href', paths.termsCondition);
    expect(terms).toHaveAttribute('target', '_blank');
  });

  it('asks for the Aadhaar number as digits, never autofilled, saying why and how it is kept', async () => {
    recordRequests();
    await openVolunteer();
    const aadhaar = screen.getByLabelText('Aadhaar number');
    expect(aadhaar).toHaveAttribute('inputmode', 'numeric');
    expect(aadhaar).toHaveAttribute('autocomplete', 'off');
    expect(aadhaar).toHaveAccessibleDescription(/stored encrypted/);
    expect(aadhaar).toHaveAccessibleDescription(/because our volunteers work with children and the elderly/);
  });

  it('checks every field before sending, including the Aadhaar check digit', async () => {
    const sent = recordRequests();
    const { user } = await openVolunteer();
    await fillValid(user, '2341 2341 2345');
    await user.clear(screen.getByLabelText('Address'));
    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Apply to volunteer' }));

    expect(await screen.findByLabelText('Aadhaar number')).toHaveAccessibleDescription(
      /This Aadhaar number's last digit doesn't match — please check for a typo/,
    );
    expect(screen.getByLabelText('Address')).toHaveAccessibleDescription('Please enter your address');
    expect(screen.getByRole('checkbox', { name: /terms and conditions/ })).toHaveAccessibleDescription(
      'Please accept the terms and conditions',
    );
    expect(posts(sent)).toEqual([]);
  });

  it('says what an Aadhaar number looks like when the typed one has the wrong shape', async () => {
    const sent = recordRequests();
    const { user } = await openVolunteer();
    await fillValid(user, '1341 2341 2346');
    await user.click(screen.getByRole('button', { name: 'Apply to volunteer' }));
    expect(await screen.findByLabelText('Aadhaar number')).toHaveAccessibleDescription(
      /Please enter a valid 12-digit Aadhaar number \(it never starts with 0 or 1\)/,
    );
    expect(posts(sent)).toEqual([]);
  });

  it('sends a multipart form of the canonical values without the tick, then clears the form and the tick', async () => {
    server.use(on('POST /api/volunteer/create', [200, { message: MESSAGES.volunteerCreated }]));
    const sent = recordRequests();
    const { user } = await openVolunteer();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Apply to volunteer' }));

    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(MESSAGES.volunteerCreated));
    expect(posts(sent)).toEqual([
      {
        method: 'POST',
        path: '/api/volunteer/create',
        kind: 'multipart',
        body: {
          first_name: 'Ravi',
          last_name: 'Kumar Iyer',
          email: 'ravi@example.org',
          phone: '+917022012345',
          aadhar: '234123412346',
          address: '7, 2nd Main, Malleshwaram, Bengaluru',
          interest: 'Teaching children on weekends',
        },
      },
    ]);
    for (const label of ['First name', 'Aadhaar number', 'Address', 'Which seva interests you?']) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
    expect(screen.getByRole('checkbox', { name: /terms and conditions/ })).not.toBeChecked();
    expect(screen.queryByText(/^Please /)).not.toBeInTheDocument();
  });

  it('shows the server’s Aadhaar error under the Aadhaar field and toasts the message', async () => {
    server.use(
      on('POST /api/volunteer/create', [
        422,
        { message: MESSAGES.invalidInput, errors: { aadhar: 'This Aadhaar number is already registered' } },
      ]),
    );
    const { user } = await openVolunteer();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Apply to volunteer' }));

    await vi.waitFor(() =>
      expect(screen.getByLabelText('Aadhaar number')).toHaveAccessibleDescription(
        /This Aadhaar number is already registered/,
      ),
    );
    expect(screen.getByLabelText('Aadhaar number')).toHaveAttribute('aria-invalid', 'true');
    expect(toast.error).toHaveBeenCalledWith(MESSAGES.invalidInput);
    expect(screen.getByLabelText('Aadhaar number')).toHaveValue(AADHAAR);
  });
});

describe('volunteer page in Kannada (/kn/volunteer)', () => {
  it('labels the form in Kannada and says what is wrong in Kannada, the Aadhaar check included', async () => {
    const sent = recordRequests();
    const { user } = renderApp(`/kn${paths.volunteer}`);
    await screen.findByRole('heading', { level: 2, name: 'ಸ್ವಯಂಸೇವಕರಾಗಿ' }, { timeout: 5000 });
    expect(screen.getByLabelText('ಆಧಾರ್ ಸಂಖ್ಯೆ')).toHaveAccessibleDescription(
      /^ನಮ್ಮ ಸ್ವಯಂಸೇವಕರು ಮಕ್ಕಳು ಮತ್ತು ಹಿರಿಯರೊಂದಿಗೆ/,
    );
    await user.click(screen.getByRole('button', { name: 'ಸ್ವಯಂಸೇವಕರಾಗಲು ಅರ್ಜಿ ಸಲ್ಲಿಸಿ' }));
    expect(await screen.findByText('ದಯವಿಟ್ಟು ನಿಮ್ಮ ವಿಳಾಸವನ್ನು ನಮೂದಿಸಿ')).toBeInTheDocument();
    expect(screen.getByText('ದಯವಿಟ್ಟು ನಿಮಗೆ ಆಸಕ್ತಿಯಿರುವ ಸೇವೆಯನ್ನು ತಿಳಿಸಿ')).toBeInTheDocument();
    expect(screen.getByText('ದಯವಿಟ್ಟು ನಿಮ್ಮ ಆಧಾರ್ ಸಂಖ್ಯೆಯನ್ನು ನಮೂದಿಸಿ')).toBeInTheDocument();

    // A mistyped last digit fails the Aadhaar checksum.
    await user.type(screen.getByLabelText('ಆಧಾರ್ ಸಂಖ್ಯೆ'), '2341 2341 2345');
    await user.click(screen.getByRole('button', { name: 'ಸ್ವಯಂಸೇವಕರಾಗಲು ಅರ್ಜಿ ಸಲ್ಲಿಸಿ' }));
    expect(
      await screen.findByText('ಈ ಆಧಾರ್ ಸಂಖ್ಯೆಯ ಕೊನೆಯ ಅಂಕಿ ಹೊಂದುತ್ತಿಲ್ಲ — ದಯವಿಟ್ಟು ಅಕ್ಷರದೋಷವಿದೆಯೇ ಎಂದು ಪರಿಶೀಲಿಸಿ'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Please/)).not.toBeInTheDocument();
    expect(posts(sent)).toEqual([]);
  });
});
