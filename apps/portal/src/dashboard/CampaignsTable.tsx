import { Title } from '@mantine/core';
import { formatMoney } from '@portal/domain';
import { PagedTable, type PagedTableColumn } from '@portal/ui';
import type { DashboardView } from './types';

type CampaignRow = DashboardView['campaigns'][number];

const columns: PagedTableColumn<CampaignRow>[] = [
  { key: 'name', header: 'Campaign', render: (row) => row.campaignName },
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
];

/** Campaigns table; the page size is the smaller of the campaign count and 25 (spec section 2). */
export function CampaignsTable({ rows }: { rows: DashboardView['campaigns'] }) {
  const pageSize = Math.max(1, Math.min(rows.length, 25));
  return (
    <section aria-label="Campaigns">
      <Title order={2} size="h4" mb="xs">
        Campaigns
      </Title>
      <PagedTable
        key={pageSize}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.campaignId}
        emptyText="No contributions match these filters."
        pageSizes={[pageSize]}
        defaultPageSize={pageSize}
      />
    </section>
  );
}
