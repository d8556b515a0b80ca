import { ConsoleTitle } from '#src/features/admin/shell/components/console-frame.tsx';
import { SignInForm } from '#src/features/admin/shell/components/sign-in-form.tsx';

/** /admin/sign-in: e-mail, password and an authenticator or recovery code (docs/product/console.md). */
export function SignInPage() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-cream p-4">
      <ConsoleTitle>Sign in</ConsoleTitle>
      <div className="w-full max-w-lg rounded-2xl border border-line bg-white p-6 sm:p-8">
        <h1 id="sign-in-heading" className="mb-6 text-2xl font-semibold">
          Sign in to the trust console
        </h1>
        <SignInForm />
      </div>
    </main>
  );
}
