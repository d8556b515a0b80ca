import type { CampaignSummary } from '@charity/shared';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';
import { formatCampaignRupees } from '#src/features/campaigns/utils/campaign-format.ts';

type Figures = Pick<CampaignSummary, 'raised' | 'goal' | 'percent' | 'donors' | 'days_left'>;

/**
 * A campaign's progress (docs/product/giving.md "Campaigns, the donor wall and dedications"): the bar, and the
 * figures as text beside it. The bar is a progressbar whose value text says the same in words ("₹2,35,000 raised of
 * ₹5,00,000 (47%)"), so a screen reader hears the figures, not a bare percentage. A goal passed fills the bar; the
 * per cent says by how much.
 */
export function CampaignProgress({ campaign, compact = false }: { campaign: Figures; compact?: boolean }) {
  const t = useT();
  const raised = formatCampaignRupees(campaign.raised);
  const goal = formatCampaignRupees(campaign.goal);
  const filled = Math.min(100, Math.max(0, campaign.percent));
  const ended = campaign.days_left === 0;
  return (
    <div>
      <p className={compact ? 'text-sm text-muted' : 'text-muted'}>
        <span className={compact ? 'font-bold text-maroon' : 'text-2xl font-bold text-maroon sm:text-3xl'}>
          {raised}
        </span>{' '}
        {t(m['campaigns.raisedOfGoal'], { goal })}
      </p>
      <div
        role="progressbar"
        aria-label={t(m['campaigns.progressLabel'])}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={filled}
        aria-valuetext={t(m['campaigns.progressText'], { raised, goal, percent: campaign.percent })}
        className={`mt-2 w-full overflow-hidden rounded-full bg-sand ${compact ? 'h-2.5' : 'h-4'}`}
      >
        <div className="h-full rounded-full bg-primary" style={{ width: `${filled}%` }} />
      </div>
      <dl className={`mt-3 grid grid-cols-3 gap-2 ${compact ? 'text-sm' : ''}`}>
        <div>
          <dt className="text-muted">{t(m['campaigns.percentLabel'])}</dt>
          <dd className="font-semibold text-maroon">{campaign.percent}%</dd>
        </div>
        <div>
          <dt className="text-muted">{t(m['campaigns.donors'])}</dt>
          <dd className="font-semibold text-maroon">{campaign.donors}</dd>
        </div>
        {campaign.days_left === null ? null : (
          <div>
            <dt className="text-muted">{t(m['campaigns.daysLeft'])}</dt>
            <dd className="font-semibold text-maroon">
              {ended
                ? t(m['campaigns.ended'])
                : campaign.days_left === 1
                  ? t(m['campaigns.lastDay'])
                  : campaign.days_left}
            </dd>
          </div>
        )}
      </dl>
    </div>
  );
}
