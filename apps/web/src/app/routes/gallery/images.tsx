import { paths } from '@charity/shared';
import { PlaceholderPage } from '#src/components/layout/placeholder-page.tsx';
import { PAGES } from '#src/config/pages.ts';

export function Component() {
  return <PlaceholderPage page={PAGES[paths.galleryImages]} />;
}
