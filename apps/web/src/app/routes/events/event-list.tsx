import { useParams } from 'react-router';
import { CATEGORY_LABELS } from '@charity/shared';
import { PlaceholderPage } from '#src/components/layout/placeholder-page.tsx';
import { eventListPage } from '#src/config/pages.ts';
import { parseEventListParams } from '#src/lib/route-params.ts';

export function Component() {
  // The route's loader has already turned unknown segments into a 404, so this only narrows the types.
  const params = parseEventListParams(useParams());
  if (!params) throw new Error('Unknown event list');
  return <PlaceholderPage page={eventListPage(params.list)} eyebrow={CATEGORY_LABELS[params.category]} />;
}
