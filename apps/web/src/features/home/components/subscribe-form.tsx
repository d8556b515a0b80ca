import { useState } from 'react';
import { FORM_FIELDS, MESSAGES, subscriptionFormSchema, type SubscriptionFormInput } from '@charity/shared';
import { Form } from '#src/components/forms/form.tsx';
import { CheckboxField, SubmitButton, TextField } from '#src/components/forms/form-fields.tsx';
import { useApiForm } from '#src/components/forms/use-api-form.ts';
import { createSubscription } from '#src/features/home/api/create-subscription.ts';
import { SectionHeading } from '#src/features/home/components/section-heading.tsx';

const EMPTY: SubscriptionFormInput = {
  name: '',
  email: '',
  phone: '',
  event: false,
  newsletter: false,
  blog: false,
};

/** docs/product/forms-and-subscriptions.md: only these three boxes are on screen. */
const topics = [
  { name: 'event', label: 'Events' },
  { name: 'newsletter', label: 'Newsletter' },
  { name: 'blog', label: 'Blog' },
] as const;

/**
 * Double opt-in: docs/product/forms-and-subscriptions.md's toast stays, and says what the visitor
 * still has to do.
 */
const CONFIRM_HINT = 'Please confirm from the e-mail we sent you.';

/**
 * Section 3 (docs/product/forms-and-subscriptions.md): the newsletter form. Idle, then sending behind the
 * full-screen lock, then either the success toast with every field, box and error cleared, or the server's
 * field errors and its toast.
 */
export function SubscribeForm() {
  const [confirmPending, setConfirmPending] = useState(false);
  const api = useApiForm({
    schema: subscriptionFormSchema,
    defaultValues: EMPTY,
    serverFields: FORM_FIELDS.subscription,
    send: (values, honeypot) => createSubscription({ ...values, ...honeypot }),
    successToast: { message: MESSAGES.subscribed, description: CONFIRM_HINT },
    onSuccess: () => setConfirmPending(true),
  });

  return (
    <section aria-labelledby="home-subscribe" className="bg-sand py-16 sm:py-20">
      <div className="container-page grid items-start gap-10 lg:grid-cols-[1fr_1.3fr]">
        <SectionHeading
          id="home-subscribe"
          align="start"
          eyebrow="Stay in touch"
          title="Subscribe For More Updates"
          intro="Hear about upcoming seva, festivals and stories from our homes and temples. We write rarely and never share your details."
        />
        <Form
          api={api}
          aria-labelledby="home-subscribe"
          className="rounded-3xl bg-white p-6 shadow-card sm:p-8"
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField name="name" label="Name" autoComplete="name" className="sm:col-span-2" />
            <TextField name="email" label="E-mail" type="email" autoComplete="email" spellCheck={false} />
            <TextField name="phone" label="Phone" type="tel" autoComplete="tel" />
          </div>
          <fieldset className="mt-6">
            <legend className="text-sm font-semibold text-maroon">Send me updates about</legend>
            <div className="mt-1 flex flex-wrap gap-x-6">
              {topics.map((topic) => (
                <CheckboxField key={topic.name} name={topic.name} label={topic.label} />
              ))}
            </div>
          </fieldset>
          <SubmitButton className="mt-6 w-full sm:w-auto">Subscribe</SubmitButton>
          {/* Stays after the toast has gone: the subscription only counts once confirmed from the mail. */}
          <p role="status" className="mt-4 text-sm font-medium text-maroon empty:hidden">
            {confirmPending ? `Thank you! ${CONFIRM_HINT}` : ''}
          </p>
        </Form>
      </div>
    </section>
  );
}
