import { PlaceholderPage } from '#src/components/layout/placeholder-page.tsx';
import { PARAM_PAGES } from '#src/config/pages.ts';

export function Component() {
  return <PlaceholderPage page={PARAM_PAGES.resetPassword} />;
}
