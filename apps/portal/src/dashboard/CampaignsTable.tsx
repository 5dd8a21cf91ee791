import { Anchor, Title } from '@mantine/core';
import { formatMoney } from '@portal/domain';
import { PagedTable, type PagedTableColumn } from '@portal/ui';
import { Link } from 'react-router';
import './dashboard-tables.css';
import { columnsFirst, useNarrowScreen } from './phone-tables';
import { ScrollHint } from './ScrollHint';
import type { DashboardCampaign, DashboardView } from './types';

/** A row of the table: the campaign's figures, and the public funds paid it (null if unknown). */
type CampaignRow = DashboardView['campaigns'][number] & { publicFundsPaidCents: number | null };

const columns: PagedTableColumn<CampaignRow>[] = [
  {
    key: 'name',
    header: 'Campaign',
    // Each campaign's own page: its figures over time, where its money comes from, its spending.
    render: (row) => (
      <Anchor component={Link} to={`/campaign/${row.campaignId}`}>
        {row.campaignName}
      </Anchor>
    ),
  },
  { key: 'office', header: 'Office', render: (row) => row.officeSought },
  {
    key: 'participant',
    header: 'OAE Participant',
    render: (row) => (row.participating ? 'Yes' : 'No'),
  },
  { key: 'contributions', header: 'Contributions', render: (row) => row.contributions },
  { key: 'donors', header: 'Donors', render: (row) => row.donors },
  { key: 'total', header: 'Total Contributions', render: (row) => formatMoney(row.totalCents) },
  { key: 'match', header: 'Total Match Approved', render: (row) => formatMoney(row.matchCents) },
  // What approved payment runs have sent the campaign: matches approved are not yet money paid.
  {
    key: 'publicFundsPaid',
    header: 'Public Funds Paid',
    render: (row) =>
      row.publicFundsPaidCents === null ? '' : formatMoney(row.publicFundsPaidCents),
  },
];

/** What a phone shows before the table scrolls: the campaign, then its money. */
const PHONE_FIRST = ['name', 'total', 'match'];

/**
 * Campaigns table; the page size is the smaller of the campaign count and 25 (spec section 2).
 * On a phone the campaign's name stays in place and its money comes next.
 */
export function CampaignsTable(props: {
  rows: DashboardView['campaigns'];
  candidates: readonly DashboardCampaign[];
}) {
  // The filtered figures come with the view; what each campaign was paid is not filtered by
  // dates or places (money paid is not a contribution), so it comes with the campaigns list.
  const paid = new Map(props.candidates.map((row) => [row.id, row.publicFundsPaidCents]));
  const rows = props.rows.map((row) => ({
    ...row,
    publicFundsPaidCents: paid.get(row.campaignId) ?? null,
  }));
  const pageSize = Math.max(1, Math.min(rows.length, 25));
  const narrow = useNarrowScreen();
  return (
    <section aria-label="Campaigns">
      <Title order={2} size="h4" mb="xs">
        Campaigns
      </Title>
      <ScrollHint />
      <div className="dashboard-table">
        <PagedTable
          key={pageSize}
          columns={narrow ? columnsFirst(columns, PHONE_FIRST, (column) => column.key) : columns}
          rows={rows}
          rowKey={(row) => row.campaignId}
          emptyText="No contributions match these filters."
          pageSizes={[pageSize]}
          defaultPageSize={pageSize}
        />
      </div>
    </section>
  );
}
