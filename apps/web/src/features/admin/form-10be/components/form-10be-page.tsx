import { ConsoleScreen } from '#src/features/admin/shell/components/console-frame.tsx';
import { Form10beScreen } from '#src/features/admin/form-10be/components/form-10be-screen.tsx';

/** The console's Form 10BE screen (finance): upload the year's certificates, see their matches, assign the rest. */
export function Form10bePage() {
  return (
    <ConsoleScreen
      title="Form 10BE"
      lead={
        <p className="mt-1 text-muted">
          Donors’ certificates of donation for the year that closed, due to them by 31 May.
        </p>
      }
    >
      <Form10beScreen />
    </ConsoleScreen>
  );
}
