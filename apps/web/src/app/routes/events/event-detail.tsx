import { useParams } from 'react-router';
import { CATEGORY_LABELS } from '@charity/shared';
import { PlaceholderPage } from '#src/components/layout/placeholder-page.tsx';
import { PARAM_PAGES } from '#src/config/pages.ts';
import { parseEventListParams } from '#src/lib/route-params.ts';

export function Component() {
  const params = parseEventListParams(useParams());
  if (!params) throw new Error('Unknown event list');
  return <PlaceholderPage page={PARAM_PAGES.eventDetail} eyebrow={CATEGORY_LABELS[params.category]} />;
}
