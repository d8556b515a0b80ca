import { useState } from 'react';
import { FORM_FIELDS, subscriptionFormSchema, type SubscriptionFormInput } from '@charity/shared';
import { Form } from '#src/components/forms/form.tsx';
import { CheckboxField, SubmitButton, TextField } from '#src/components/forms/form-fields.tsx';
import { useApiForm } from '#src/components/forms/use-api-form.ts';
import { createSubscription } from '#src/features/home/api/create-subscription.ts';
import { SectionHeading } from '#src/features/home/components/section-heading.tsx';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

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
  { name: 'event', label: m['subscribe.events'] },
  { name: 'newsletter', label: m['subscribe.newsletter'] },
  { name: 'blog', label: m['subscribe.blog'] },
] as const;

/**
 * Section 3 (docs/product/forms-and-subscriptions.md): the newsletter form. Idle, then sending behind the
 * full-screen lock, then either the success toast with every field, box and error cleared, or the server's
 * field errors and its toast. Its words are the page's language (docs/product/languages.md); the English toast
 * is MESSAGES.subscribed.
 */
export function SubscribeForm() {
  const t = useT();
  const [confirmPending, setConfirmPending] = useState(false);
  const api = useApiForm({
    schema: subscriptionFormSchema,
    defaultValues: EMPTY,
    serverFields: FORM_FIELDS.subscription,
    send: (values, honeypot) => createSubscription({ ...values, ...honeypot }),
    // Double opt-in: docs/product/forms-and-subscriptions.md's toast stays, and says what is still to do.
    successToast: { message: t(m['subscribe.subscribed']), description: t(m['subscribe.confirmHint']) },
    onSuccess: () => setConfirmPending(true),
  });

  return (
    <section aria-labelledby="home-subscribe" className="bg-sand py-16 sm:py-20">
      <div className="container-page grid items-start gap-10 lg:grid-cols-[1fr_1.3fr]">
        <SectionHeading
          id="home-subscribe"
          align="start"
          eyebrow={t(m['subscribe.eyebrow'])}
          title={t(m['subscribe.title'])}
          intro={t(m['subscribe.intro'])}
        />
        <Form
          api={api}
          aria-labelledby="home-subscribe"
          className="rounded-3xl bg-white p-6 shadow-card sm:p-8"
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField name="name" label={t(m['forms.name'])} autoComplete="name" className="sm:col-span-2" />
            <TextField
              name="email"
              label={t(m['forms.email'])}
              type="email"
              autoComplete="email"
              spellCheck={false}
            />
            <TextField name="phone" label={t(m['forms.phone'])} type="tel" autoComplete="tel" />
          </div>
          <fieldset className="mt-6">
            <legend className="text-sm font-semibold text-maroon">{t(m['subscribe.topics'])}</legend>
            <div className="mt-1 flex flex-wrap gap-x-6">
              {topics.map((topic) => (
                <CheckboxField key={topic.name} name={topic.name} label={t(topic.label)} />
              ))}
            </div>
          </fieldset>
          <SubmitButton className="mt-6 w-full sm:w-auto">{t(m['subscribe.submit'])}</SubmitButton>
          {/* Stays after the toast has gone: the subscription only counts once confirmed from the mail. */}
          <p role="status" className="mt-4 text-sm font-medium text-maroon empty:hidden">
            {confirmPending ? t(m['subscribe.thankYou']) : ''}
          </p>
        </Form>
      </div>
    </section>
  );
}
