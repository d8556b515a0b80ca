import { Link } from 'react-router';
import { ChevronLeft, ChevronRight, Heart } from 'lucide-react';
import { CAMPAIGN_WALL_PER_PAGE, type Campaign, type CampaignWallEntry } from '@charity/shared';
import { pageCount } from '#src/components/ui/pagination.tsx';
import { useLocale, useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';
import { formatWallDay } from '#src/features/campaigns/utils/campaign-format.ts';

type Wall = NonNullable<Campaign['wall']>;

/** "In memory of Smt. Saraswati" in the page's language; null without a dedication. */
function useDedication() {
  const t = useT();
  return (entry: CampaignWallEntry): string | null => {
    if (!entry.dedication_name || !entry.dedication_kind) return null;
    const message =
      entry.dedication_kind === 'memory' ? m['campaigns.inMemoryOf'] : m['campaigns.inHonourOf'];
    return t(message, { name: entry.dedication_name });
  };
}

/**
 * The donor wall (docs/product/giving.md "Campaigns, the donor wall and dedications"): the names of the donors who
 * asked to be listed, newest first, with their dedication and the day. Never an amount: the API sends none. Its
 * pages are links (`?wall_page=`) that keep the reader's place on the page.
 */
export function CampaignWall({ wall, page, headingId }: { wall: Wall; page: number; headingId: string }) {
  const t = useT();
  const locale = useLocale();
  const dedication = useDedication();
  const count = pageCount(wall.meta.total, CAMPAIGN_WALL_PER_PAGE);
  const current = Math.min(page, count);
  const hrefFor = (target: number) => (target === 1 ? '?' : `?wall_page=${target}`);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-semibold sm:text-3xl">
        {t(m['campaigns.wallHeading'])}
      </h2>
      <p className="mt-2 text-muted">{t(m['campaigns.wallIntro'])}</p>
      {wall.data.length === 0 ? (
        <p className="mt-6 rounded-2xl border border-dashed border-sand-deep bg-white/60 px-5 py-6 text-center text-muted">
          {t(m['campaigns.wallEmpty'])}
        </p>
      ) : (
        <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {wall.data.map((entry, index) => {
            const line = dedication(entry);
            return (
              <li
                key={`${entry.given_on}-${index}`}
                className="flex gap-3 rounded-2xl border border-line bg-white px-4 py-3 shadow-card"
              >
                <Heart aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
                <div className="min-w-0">
                  <p className="font-semibold break-words text-maroon">{entry.name}</p>
                  {line ? <p className="text-sm break-words text-ink">{line}</p> : null}
                  <p className="text-xs text-muted">
                    <time dateTime={entry.given_on}>{formatWallDay(entry.given_on, locale)}</time>
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {count > 1 ? (
        <nav aria-label={t(m['campaigns.wallPages'])} className="mt-6 flex items-center justify-center gap-3">
          {current > 1 ? (
            <Link to={hrefFor(current - 1)} preventScrollReset className="btn btn-outline btn-sm">
              <ChevronLeft aria-hidden="true" className="size-4" />
              {t(m['campaigns.previousPage'])}
            </Link>
          ) : null}
          <span className="text-sm text-muted" aria-current="page">
            {t(m['campaigns.wallPageOf'], { page: current, count })}
          </span>
          {current < count ? (
            <Link to={hrefFor(current + 1)} preventScrollReset className="btn btn-outline btn-sm">
              {t(m['campaigns.nextPage'])}
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
