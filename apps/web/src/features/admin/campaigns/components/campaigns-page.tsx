import { GENERAL_FUND, TRUST_IDS, formatRupees, type AdminCampaign, type StaffRole } from '@charity/shared';
import { useSite } from '#src/lib/site.ts';
import { ConsoleScreen } from '#src/features/admin/shell/components/console-frame.tsx';
import { useMe } from '#src/features/admin/shell/api/me.ts';
import { Loading } from '#src/features/admin/ui/loading.tsx';
import { QueryFailure } from '#src/features/admin/ui/query-failure.tsx';
import { formatDay } from '#src/features/admin/ui/format.ts';
import { useCampaign } from '#src/features/admin/campaigns/api/campaigns.ts';
import { CampaignForm } from '#src/features/admin/campaigns/components/campaign-form.tsx';
import { CampaignsScreen } from '#src/features/admin/campaigns/components/campaigns-screen.tsx';
import { trustName } from '#src/features/admin/campaigns/components/labels.ts';

/**
 * Who may change campaigns: editors own campaign pages, finance only reads them (docs/product/giving.md "Campaigns,
 * the donor wall and dedications"). Hiding the buttons is a courtesy; the server checks the role on every call.
 */
const WRITERS: readonly StaffRole[] = ['admin', 'editor'];
const useCanEdit = () => {
  const role = useMe().data?.role;
  return role !== undefined && WRITERS.includes(role);
};

/** The console's campaigns: the list, and "New campaign" for an editor. */
export function CampaignsPage() {
  const canEdit = useCanEdit();
  return (
    <ConsoleScreen title="Campaigns">
      <CampaignsScreen canEdit={canEdit} />
    </ConsoleScreen>
  );
}

/** A new campaign; saving it opens its own page. */
export function NewCampaignPage() {
  return (
    <ConsoleScreen title="New campaign">
      <CampaignForm />
    </ConsoleScreen>
  );
}

/** A campaign as finance reads it: the figures and the settings, no controls. */
function CampaignSummary({ campaign }: { campaign: AdminCampaign }) {
  const site = useSite();
  const trust = TRUST_IDS.find((id) => id === campaign.trust);
  const funds = trust === undefined ? [] : site.trusts[trust].funds;
  // A fund by its name, as the form lists it; a key the settings no longer hold shows as it is stored.
  const fund =
    campaign.fund === null
      ? GENERAL_FUND.name
      : (funds.find((known) => known.key === campaign.fund)?.name ?? campaign.fund);
  const rows: [string, string][] = [
    ['Trust', trustName(campaign.trust)],
    ['Fund', fund],
    ['Page address', `/campaigns/${campaign.slug}`],
    ['Goal', formatRupees(campaign.goal)],
    ['Raised', `${formatRupees(campaign.raised)} (${campaign.percent}%) from ${campaign.donors} donors`],
    ['Starts on', formatDay(campaign.starts_on)],
    ['Ends on', campaign.ends_on === null ? 'No end' : formatDay(campaign.ends_on)],
    ['Published', campaign.published ? 'Yes' : 'No, a draft'],
    ['Donor wall', campaign.show_wall ? 'Shown' : 'Not shown'],
  ];
  return (
    <div className="space-y-4 rounded-2xl border border-line bg-white p-5">
      <h2 className="text-xl font-semibold">{campaign.title}</h2>
      <p>{campaign.summary}</p>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** One campaign: its form for an editor, its figures for finance. */
export function CampaignPage({ id }: { id: number }) {
  const canEdit = useCanEdit();
  const query = useCampaign(id);
  return (
    <ConsoleScreen title="Campaign" heading={query.data?.title ?? `Campaign #${id}`}>
      {query.isError ? (
        <QueryFailure query={query} />
      ) : query.data === undefined ? (
        <Loading>Loading the campaign…</Loading>
      ) : canEdit ? (
        <CampaignForm key={query.data.id} campaign={query.data} />
      ) : (
        <CampaignSummary campaign={query.data} />
      )}
    </ConsoleScreen>
  );
}
