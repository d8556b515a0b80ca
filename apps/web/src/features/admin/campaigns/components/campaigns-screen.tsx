import { useMemo } from 'react';
import { Link } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { ADMIN_CAMPAIGNS_PER_PAGE, adminPaths, formatRupees, type AdminCampaign } from '@charity/shared';
import { formatDay } from '#src/features/admin/ui/format.ts';
import { ListScreen, listPaging, useListTable } from '#src/features/admin/list/list-screen.tsx';
import { useListParams } from '#src/features/admin/list/use-list-params.ts';
import { useCampaigns } from '#src/features/admin/campaigns/api/campaigns.ts';
import { trustName } from '#src/features/admin/campaigns/components/labels.ts';

const column = createColumnHelper<AdminCampaign>();

/** A campaign's days: "1 Dec 2026 – 31 Jan 2027", or "from 1 Dec 2026" without an end. */
const datesOf = (campaign: AdminCampaign) =>
  campaign.ends_on === null
    ? `from ${formatDay(campaign.starts_on)}`
    : `${formatDay(campaign.starts_on)} – ${formatDay(campaign.ends_on)}`;

/**
 * The campaigns (docs/product/giving.md "Campaigns, the donor wall and dedications"), the latest start first, with
 * what each has raised. Editors open one to change it and start a new one; finance reads the list and the figures.
 */
export function CampaignsScreen({ canEdit }: { canEdit: boolean }) {
  const list = useListParams();
  const query = useCampaigns(list.page);

  const columns = useMemo(
    () => [
      column.accessor('title', {
        header: 'Title',
        cell: (info) => (
          <Link to={adminPaths.campaign(info.row.original.id)} className="font-semibold underline">
            {info.getValue()}
          </Link>
        ),
      }),
      column.accessor('trust', { header: 'Trust', cell: (info) => trustName(info.getValue()) }),
      column.accessor('goal', { header: 'Goal', cell: (info) => formatRupees(info.getValue()) }),
      column.accessor('raised', {
        header: 'Raised',
        cell: (info) => `${formatRupees(info.getValue())} (${info.row.original.percent}%)`,
      }),
      column.accessor((row) => datesOf(row), { id: 'dates', header: 'Dates' }),
      column.accessor('published', {
        header: 'Published',
        cell: (info) => (info.getValue() ? 'Yes' : 'No, a draft'),
      }),
    ],
    [],
  );
  const table = useListTable(query.data?.data, columns);

  return (
    <ListScreen
      query={query}
      table={table}
      header={
        canEdit ? (
          <Link to={adminPaths.campaignNew} className="btn btn-primary">
            New campaign
          </Link>
        ) : null
      }
      loading="Loading campaigns…"
      caption="Campaigns, the latest start first"
      empty="No campaign yet."
      paging={listPaging(
        list,
        'Campaign pages',
        query.data ? { total: query.data.meta.total, per_page: ADMIN_CAMPAIGNS_PER_PAGE } : undefined,
      )}
    />
  );
}
