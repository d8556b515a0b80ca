import { Link } from 'react-router';
import { paths } from '@charity/shared';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

/**
 * What a campaign address shows when there is no such public campaign (a draft, one not started, a mistyped
 * slug): a "not found" page in the look of the site's 404, with the way to the others. The route sets the title,
 * the 404 status and noindex (useNotFoundPage).
 */
export function CampaignNotFound() {
  const t = useT();
  return (
    <section className="container-page flex flex-col items-center py-20 text-center sm:py-28">
      <p className="eyebrow">404</p>
      <h1 className="mt-3 text-4xl font-semibold sm:text-5xl">{t(m['campaigns.notFoundTitle'])}</h1>
      <p className="mt-4 max-w-xl text-lg text-muted">{t(m['campaigns.notFoundText'])}</p>
      <Link to={paths.campaigns} className="btn btn-primary mt-8">
        {t(m['campaigns.allCampaigns'])}
      </Link>
    </section>
  );
}
