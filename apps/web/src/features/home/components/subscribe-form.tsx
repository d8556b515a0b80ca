import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { MESSAGES } from '@charity/shared';
import {
  SUBSCRIPTION_FIELDS,
  subscriptionFormSchema,
  useCreateSubscription,
  type SubscriptionForm,
} from '#src/features/home/api/create-subscription.ts';
import { SectionHeading } from '#src/features/home/components/section-heading.tsx';
import { applyFieldErrors } from '#src/lib/api-error.ts';

const EMPTY: SubscriptionForm = {
  name: '',
  email: '',
  phone: '',
  event: false,
  newsletter: false,
  blog: false,
};

const topics = [
  { name: 'event', label: 'Events' },
  { name: 'newsletter', label: 'Newsletter' },
  { name: 'blog', label: 'Blog' },
] as const;

const inputClass =
  'mt-1 block w-full rounded-xl border border-line bg-white px-4 py-3 text-ink placeholder:text-muted/70 aria-invalid:border-primary-strong';

/**
 * Section 3 (SPEC §2, §4, §5): the newsletter form. Client rules come from the zod schema; the server's
 * `errors.<field>` land under the same fields, and its message is toasted by the query client.
 */
export function SubscribeForm() {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SubscriptionForm>({ resolver: zodResolver(subscriptionFormSchema), defaultValues: EMPTY });
  const subscribe = useCreateSubscription();

  const onSubmit = handleSubmit(async (values) => {
    try {
      await subscribe.mutateAsync(values);
    } catch (error) {
      applyFieldErrors(error, setError, SUBSCRIPTION_FIELDS);
      return;
    }
    toast.success(MESSAGES.subscribed);
    // Back to empty fields, unticked boxes and no validation state (SPEC §4).
    reset(EMPTY);
  });

  const field = (name: 'name' | 'email' | 'phone', label: string, type: string, autoComplete: string) => {
    const error = errors[name]?.message;
    return (
      <div>
        <label htmlFor={`subscribe-${name}`} className="text-sm font-semibold text-maroon">
          {label}
        </label>
        <input
          id={`subscribe-${name}`}
          type={type}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `subscribe-${name}-error` : undefined}
          className={inputClass}
          {...register(name)}
        />
        {error ? (
          <p id={`subscribe-${name}-error`} className="mt-1 text-sm font-medium text-primary-strong">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

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
        <form
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          className="rounded-3xl bg-white p-6 shadow-card sm:p-8"
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <div className="sm:col-span-2">{field('name', 'Name', 'text', 'name')}</div>
            {field('email', 'E-mail', 'email', 'email')}
            {field('phone', 'Phone', 'tel', 'tel')}
          </div>
          <fieldset className="mt-6">
            <legend className="text-sm font-semibold text-maroon">Send me updates about</legend>
            <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
              {topics.map((topic) => (
                <label
                  key={topic.name}
                  className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-ink"
                >
                  <input type="checkbox" className="size-5 accent-primary" {...register(topic.name)} />
                  {topic.label}
                </label>
              ))}
            </div>
          </fieldset>
          <button type="submit" disabled={isSubmitting} className="btn btn-primary mt-6 w-full sm:w-auto">
            Subscribe
          </button>
        </form>
      </div>
    </section>
  );
}
