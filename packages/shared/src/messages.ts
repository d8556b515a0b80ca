import { GENERIC_ERROR_MESSAGE, NOT_FOUND_MESSAGE } from './shell-messages.ts';

/**
 * Every user-facing text that docs/product/README.md fixes. The server sends the success text as `message`;
 * the web app shows it.
 */
export const MESSAGES = {
  contactCreated: 'Message received successfully',
  eHundiCreated: 'Data saved successfully',
  donationSuccessful: 'Donation Successful',
  volunteerCreated: 'Volunteer saved successfully',
  loggedIn: 'Logged in successfully',
  emailVerified: 'Email verified successfully.',
  passwordReset: 'Password reset successful.',
  otpSent: 'OTP sent successfully.',
  subscribed: 'Subscribed successfully',
  /** Beyond docs/product/README.md: the double opt-in confirmation and the unsubscribe pages (docs/product/forms-and-subscriptions.md). */
  subscriptionConfirmed: 'Your subscription is confirmed.',
  unsubscribed: 'You have been unsubscribed. You will not receive any more updates from us.',
  invalidId: 'Invalid ID',
  unverifiedEmail: 'We have shared you an otp via email. kindly enter that in order to verify your email.',
  resetOtpSent: 'We have shared you an otp via email. kindly enter that in order to reset your password.',
  genericError: GENERIC_ERROR_MESSAGE,
  notFound: NOT_FOUND_MESSAGE,
  invalidInput: 'Please correct the highlighted fields.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
} as const;
