import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  loginRequestSchema,
  registerFormSchema,
  registerRequestSchema,
  resetPasswordFormSchema,
  userIdParamsSchema,
  verifyUserRequestSchema,
} from './account-forms.ts';
import {
  contactFormSchema,
  contactRequestSchema,
  ID_MESSAGES,
  subscriptionRequestSchema,
  volunteerRequestSchema,
} from './forms.ts';
import { donationFormSchema, donationRequestSchema } from './giving-forms.ts';

/** The first message per field, as the server's `errors` object and the forms show them. */
function fieldErrors(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0] ?? '_')] ??= issue.message;
  return errors;
}

const contact = {
  first_name: 'Asha',
  last_name: 'Rao',
  email: ' Asha.Rao@Example.ORG ',
  phone: '+91 98450-12345',
  message: 'I would like to visit the ashram this Sunday.',
};

describe('contact', () => {
  it('parses to the canonical stored values', () => {
    expect(contactRequestSchema.parse(contact)).toEqual({
      ...contact,
      email: 'asha.rao@example.org',
      phone: '+919845012345',
    });
  });

  it('names each bad field with its message', () => {
    expect(
      fieldErrors(contactRequestSchema, {
        first_name: 'Asha2',
        last_name: '',
        email: 'not-an-email',
        phone: '12345',
        message: 'hi',
      }),
    ).toEqual({
      first_name: 'First name may contain only letters and spaces',
      last_name: 'Please enter your last name',
      email: 'Please enter a valid e-mail address',
      phone: 'Please enter a valid 10-digit Indian mobile number',
      message: 'Please write at least 10 characters',
    });
  });

  it('reports missing fields rather than crashing', () => {
    expect(Object.keys(fieldErrors(contactRequestSchema, {})).sort()).toEqual(
      ['email', 'first_name', 'last_name', 'message', 'phone'].sort(),
    );
  });

  it('requires the terms tick on screen only', () => {
    expect(fieldErrors(contactFormSchema, { ...contact, terms: false })).toEqual({
      terms: 'Please accept the terms and conditions',
    });
    expect(contactFormSchema.parse({ ...contact, terms: true })).toMatchObject({ terms: true });
  });
});

describe('volunteer', () => {
  const volunteer = {
    first_name: 'Ravi',
    last_name: 'Kumar',
    email: 'ravi@example.org',
    phone: '9845012345',
    aadhar: '2341 2341 2346',
    address: '12, 4th Cross, Jayanagar, Bangalore',
    interest: 'Teaching children on weekends',
  };

  it('stores Aadhaar as 12 digits', () => {
    expect(volunteerRequestSchema.parse(volunteer).aadhar).toBe('234123412346');
  });

  it('says when an Aadhaar number has the right shape but a wrong check digit (a typo)', () => {
    expect(fieldErrors(volunteerRequestSchema, { ...volunteer, aadhar: '234123412345' })).toEqual({
      aadhar: "This Aadhaar number's last digit doesn't match — please check for a typo",
    });
  });

  it.each(['2341 2341 234', '1341 2341 2346', '2341-2341-2346-7', '2341 2341 234a'])(
    'says what an Aadhaar number looks like when %j is not one',
    (aadhar) => {
      expect(fieldErrors(volunteerRequestSchema, { ...volunteer, aadhar })).toEqual({
        aadhar: 'Please enter a valid 12-digit Aadhaar number (it never starts with 0 or 1)',
      });
    },
  );
});

describe('subscription', () => {
  it('reads ticks from JSON and from form posts', () => {
    const parsed = subscriptionRequestSchema.parse({
      name: 'Meera  Iyer',
      email: 'meera@example.org',
      phone: '09845012345',
      event: 'on',
      newsletter: 'true',
      blog: true,
      ebook: 'false',
    });
    expect(parsed).toEqual({
      name: 'Meera Iyer',
      email: 'meera@example.org',
      phone: '+919845012345',
      event: true,
      newsletter: true,
      blog: true,
      ebook: false,
      crossword: false,
    });
  });

  it('refuses a tick value it does not understand', () => {
    expect(
      fieldErrors(subscriptionRequestSchema, {
        name: 'A',
        email: 'a@b.in',
        phone: '9845012345',
        blog: 'maybe',
      }),
    ).toHaveProperty('blog');
  });
});

describe('register', () => {
  const form = {
    first_name: 'Asha',
    last_name: 'Rao',
    email: 'asha@example.org',
    phone: '',
    password: 'a long passphrase',
    confirm_password: 'a long passphrase',
    terms: true,
  };

  it('treats an empty phone as none and says "Last name" for the last name', () => {
    expect(registerFormSchema.parse(form).phone).toBeNull();
    expect(fieldErrors(registerRequestSchema, { ...form, last_name: '' })).toEqual({
      last_name: 'Please enter your last name',
    });
  });

  it('checks the optional phone when given, the password length and the confirmation', () => {
    expect(
      fieldErrors(registerFormSchema, {
        ...form,
        phone: '123',
        password: 'short',
        confirm_password: 'other',
      }),
    ).toEqual({
      phone:
        'Please enter a valid phone number; for a number outside India, start with + and the country code',
      password: 'The password must be at least 8 characters',
      // Shown together with the others, not only once every other field is right.
      confirm_password: 'The passwords do not match',
    });
    expect(fieldErrors(registerFormSchema, { ...form, confirm_password: 'a different one' })).toEqual({
      confirm_password: 'The passwords do not match',
    });
  });

  it('shows every problem of the form at once', () => {
    expect(
      fieldErrors(registerFormSchema, {
        first_name: '',
        last_name: 'R4o',
        email: 'not-an-email',
        password: 'long enough one',
        confirm_password: 'another one',
        terms: false,
      }),
    ).toEqual({
      first_name: 'Please enter your first name',
      last_name: 'Last name may contain only letters and spaces',
      email: 'Please enter a valid e-mail address',
      confirm_password: 'The passwords do not match',
      terms: 'Please accept the terms and conditions',
    });
    // An empty confirmation asks for it, and does not also say it does not match.
    expect(fieldErrors(registerFormSchema, { ...form, confirm_password: '' })).toEqual({
      confirm_password: 'Please confirm the password',
    });
  });
});

describe('login, OTP and reset', () => {
  it('only requires the login password, whatever its length', () => {
    expect(loginRequestSchema.parse({ email: 'A@B.IN', password: 'x' })).toEqual({
      email: 'a@b.in',
      password: 'x',
    });
    expect(fieldErrors(loginRequestSchema, { email: 'a@b.in', password: '' })).toEqual({
      password: 'Please enter your password',
    });
  });

  it('takes a 6-digit code only', () => {
    expect(verifyUserRequestSchema.safeParse({ otp: '123456' }).success).toBe(true);
    expect(fieldErrors(verifyUserRequestSchema, { otp: '12345' })).toEqual({
      otp: 'The code is the 6 digits from the e-mail',
    });
  });

  it('needs matching passwords on the reset form', () => {
    expect(
      fieldErrors(resetPasswordFormSchema, {
        otp: '123456',
        password: 'new password',
        confirm_password: 'x',
      }),
    ).toEqual({ confirm_password: 'The passwords do not match' });
  });

  it('accepts only UUIDs as user ids', () => {
    expect(userIdParamsSchema.safeParse({ id: '1' }).success).toBe(false);
    expect(userIdParamsSchema.safeParse({ id: '0b7c5f4e-8d0a-4b7e-9a43-3d8f1c2b9e10' }).success).toBe(true);
  });
});

describe('donation', () => {
  const donation = {
    first_name: 'Asha',
    last_name: 'Rao',
    email: 'asha@example.org',
    phone: '9845012345',
    amount: '1500.50',
    city: 'Bangalore',
    state: 'Karnataka',
    trust: '1',
    pan: 'abcpe1234f',
    address: '12, 4th Cross, Jayanagar',
    pin_code: '560069',
  };

  it('parses the first trust with its PAN', () => {
    expect(donationRequestSchema.parse(donation)).toMatchObject({
      trust: 1,
      pan: 'ABCPE1234F',
      amount: '1500.50',
    });
  });

  it('drops a PAN sent with the second trust', () => {
    expect(donationRequestSchema.parse({ ...donation, trust: 2 }).pan).toBeNull();
  });

  it('requires a valid PAN for the first trust only', () => {
    expect(fieldErrors(donationRequestSchema, { ...donation, pan: '' })).toEqual({
      pan: 'Please enter your PAN',
    });
    expect(fieldErrors(donationRequestSchema, { ...donation, pan: 'ABCPE12345' })).toEqual({
      pan: 'Please enter a valid PAN: five letters, four digits and a letter, e.g. ABCPE1234F',
    });
    expect(donationRequestSchema.safeParse({ ...donation, trust: '2', pan: '' }).success).toBe(true);
  });

  it.each([
    ['', 'Please enter an amount'],
    ['0.99', 'The amount must be at least ₹1'],
    ['10.123', 'Enter the amount in rupees, with at most two decimals'],
    ['-5', 'The amount must be a positive amount in rupees'],
    ['0', 'The amount must be a positive amount in rupees'],
    ['0.00', 'The amount must be a positive amount in rupees'],
    ['-0.5', 'The amount must be a positive amount in rupees'],
    ['12abc', 'Enter the amount in rupees, with at most two decimals'],
    ['1e3', 'Enter the amount in rupees, with at most two decimals'],
    ['10000000.01', 'The most we can accept online is ₹1,00,00,000'],
  ])('refuses the amount %j', (amount, message) => {
    expect(fieldErrors(donationRequestSchema, { ...donation, amount })).toEqual({ amount: message });
  });

  it('says the 4th letter of a well-shaped PAN is the holder type when it is not one', () => {
    for (const pan of ['ABCDE1234F', 'abcxe1234f', 'ABCQE1234F']) {
      expect(fieldErrors(donationRequestSchema, { ...donation, pan }), pan).toEqual({
        pan: ID_MESSAGES.panHolderType,
      });
    }
    expect(ID_MESSAGES.panHolderType).toContain('P for a person');
    // A person's, a company's and a trust's PAN are fine.
    for (const pan of ['ABCPE1234F', 'ABCCE1234F', 'AAATS1234K']) {
      expect(donationRequestSchema.safeParse({ ...donation, pan }).success, pan).toBe(true);
    }
  });

  it('shows the PAN message together with the other fields’ messages', () => {
    expect(
      fieldErrors(donationFormSchema, { ...donation, amount: '0', pan: 'ABCDE1234F', terms: false }),
    ).toEqual({
      amount: 'The amount must be a positive amount in rupees',
      pan: ID_MESSAGES.panHolderType,
      terms: 'Please accept the terms and conditions',
    });
  });

  it('accepts amounts as numbers too, and ₹1 exactly', () => {
    expect(donationRequestSchema.parse({ ...donation, amount: 1 }).amount).toBe('1');
  });

  it('needs a trust and letters-only places', () => {
    expect(fieldErrors(donationRequestSchema, { ...donation, trust: '', city: 'B4ngalore' })).toEqual({
      trust: 'Please choose a trust',
      city: 'City may contain only letters and spaces',
    });
    expect(fieldErrors(donationRequestSchema, { ...donation, trust: '3' })).toEqual({
      trust: 'Please choose a trust',
    });
  });

  it('requires the terms tick on the form', () => {
    expect(fieldErrors(donationFormSchema, { ...donation, terms: false })).toEqual({
      terms: 'Please accept the terms and conditions',
    });
  });
});

describe('donation PAN message timing', () => {
  it('shows the PAN message together with the other fields, not only once they are valid', () => {
    const errors = fieldErrors(donationFormSchema, {
      first_name: '',
      last_name: 'Rao',
      email: 'bad',
      phone: '9845012345',
      amount: '100',
      city: 'Bangalore',
      state: 'Karnataka',
      trust: '1',
      pan: '',
      terms: false,
    });
    expect(errors).toMatchObject({
      first_name: 'Please enter your first name',
      email: 'Please enter a valid e-mail address',
      pan: 'Please enter your PAN',
      // The 80G receipt's address speaks at the same time, for the same reason.
      address: 'Please enter your postal address for the 80G receipt',
      pin_code: 'Please enter your PIN code for the 80G receipt',
      terms: 'Please accept the terms and conditions',
    });
  });
});
