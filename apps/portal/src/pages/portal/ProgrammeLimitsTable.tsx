import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { RouterOutputs } from '@portal/api';
import { dollarsToCents, formatMoney } from '@portal/domain';
import { Money, PagedTable, type PagedTableColumn } from '@portal/ui';
import { Link } from 'react-router';
import { SkippableBlock } from '../../layout/SkipLink';

type LimitRow = RouterOutputs['matching']['campaignProgress']['warnings'][number];

/** How each limit reads in the table; the amount comes from the row. */
const LIMIT_WORDS: Record<LimitRow['code'], string> = {
  per_donor_limit: 'per donor',
  seed_per_donor_limit: 'seed money per donor',
  seed_total_limit: 'seed money in total',
  inkind_per_donor_limit: 'in-kind per donor',
};

const money = (dollars: number) => <Money cents={dollarsToCents(dollars)} />;

const COLUMNS: PagedTableColumn<LimitRow>[] = [
  {
    key: 'donor',
    header: 'Donor',
    render: (row) => row.donorName ?? <Text fs="italic">The campaign (all donors)</Text>,
  },
  {
    key: 'limit',
    header: 'Limit',
    render: (row) => `${formatMoney(dollarsToCents(row.limit))} ${LIMIT_WORDS[row.code]}`,
  },
  { key: 'total', header: 'Total given', render: (row) => money(row.total) },
  { key: 'over', header: 'Amount over', render: (row) => money(row.over) },
  {
    key: 'contributions',
    header: 'Contributions',
    render: (row) => (
      <Group gap={6}>
        {row.contributionIds.map((id) => (
          <Anchor
            key={id}
            component={Link}
            to={`/contributions/${id}`}
            size="sm"
            aria-label={`Contribution #${id}${row.donorName ? ` from ${row.donorName}` : ''}`}
          >
            {`#${id}`}
          </Anchor>
        ))}
      </Group>
    ),
  },
];

/**
 * The campaign's programme limit problems as one short table: one row per donor and
 * limit, largest amount over first (the server's order), ten rows a page.
 */
export function ProgrammeLimitsTable({ rows }: { rows: readonly LimitRow[] }) {
  return (
    <Stack gap={4} role="group" aria-labelledby="programme-limits-title">
      <Title order={3} size="h6" id="programme-limits-title">
        {`Programme limits (${rows.length})`}
      </Title>
      {/* Each row links its contributions: ten rows can be a hundred Tab stops. */}
      <SkippableBlock id="programme-limits" skipLabel="Skip the programme limits">
        <PagedTable
          columns={COLUMNS}
          rows={rows}
          rowKey={(row) => `${row.code}:${row.donorName ?? ''}:${row.contributionIds.join(',')}`}
          emptyText="No donor is over a programme limit."
          pageSizes={[10]}
          defaultPageSize={10}
        />
      </SkippableBlock>
    </Stack>
  );
}
