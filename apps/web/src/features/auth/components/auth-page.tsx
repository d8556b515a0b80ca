import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageHero } from '#src/components/layout/page-hero.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { useSession } from '#src/lib/session.ts';
import { useAfterLoginPath } from '#src/features/auth/utils/use-next-path.ts';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

type AuthPageProps = {
  /** The hero's title (docs/product/accounts.md: e.g. "Registration", "Forgot Password"). */
  title: string;
  description: string;
  /** The card's heading; the form is labelled by it (`headingId`). */
  heading: string;
  headingId: string;
  /** One line under the heading saying what to do. */
  intro?: ReactNode;
  /** The form. */
  children: ReactNode;
  /** Links under the form (to login, register, forgot password). */
  footer?: ReactNode;
};

/**
 * The frame of every auth page: the hero strip and a card with the form. These pages are only for visitors who
 * are not logged in (docs/product/accounts.md), so a logged-in donor is sent on to ?next= or the payments
 * page; that includes the moment a login or verification on this very page succeeds, which is how those forms
 * move on.
 */
export function AuthPage({ title, description, heading, headingId, intro, children, footer }: AuthPageProps) {
  const { status } = useSession();
  const afterLogin = useAfterLoginPath();
  const t = useT();
  if (status === 'authenticated') return <Navigate to={afterLogin} replace />;

  return (
    <>
      <PageHero title={title} description={description} />
      <section className="container-page py-12 sm:py-16">
        <div className="mx-auto max-w-lg rounded-3xl border border-line bg-white/80 px-5 py-8 shadow-card sm:px-10 sm:py-10">
          {status === 'loading' ? (
            <div role="status" className="flex flex-col items-center gap-3 py-8 text-muted">
              <Spinner />
              <span>{t(m['account.checking'])}</span>
            </div>
          ) : (
            <>
              <h2 id={headingId} className="text-2xl font-semibold sm:text-3xl">
                {heading}
              </h2>
              {intro ? <p className="mt-2 text-muted">{intro}</p> : null}
              <div className="mt-6">{children}</div>
              {footer ? (
                <div className="mt-6 border-t border-line pt-5 text-sm text-muted">{footer}</div>
              ) : null}
            </>
          )}
        </div>
      </section>
    </>
  );
}

/** A link in an auth card's footer. */
export const authLinkClass =
  'font-semibold text-primary-strong underline underline-offset-4 hover:no-underline';
