import { Table } from '@mantine/core';
import { formatMoney } from '@portal/domain';
import { RowHeaderTable } from './RowHeaderTable';
import type { DashboardView, MoneyStats } from './types';

const median = (cents: number | null) => (cents === null ? '-' : formatMoney(cents));

/** Summary by participation: always a row for participants and one for non-participants. */
export function SummaryTable({ rows }: { rows: DashboardView['summary'] }) {
  return (
    <RowHeaderTable
      label="Summary by participation"
      minWidth={600}
      tableProps={{ striped: true }}
      columns={[
        { header: 'Participation', cell: (row) => row.label },
        { header: 'Campaigns', cell: (row) => row.campaigns },
        { header: 'Contributions', cell: (row) => row.contributions },
        { header: 'Donors', cell: (row) => row.donors },
        { header: 'Median Contribution', cell: (row) => median(row.medianCents) },
        { header: 'Total Contributions', cell: (row) => formatMoney(row.totalCents) },
        { header: 'Total Match Approved', cell: (row) => formatMoney(row.matchCents) },
      ]}
      rows={rows}
      rowKey={(row) => row.participation}
      phoneFirst={['Total Contributions', 'Total Match Approved']}
    />
  );
}

/** A compare panel's table (spec section 2): one candidate's figures, one per line. */
export function CandidateTable({
  name,
  participating,
  stats,
}: {
  name: string;
  participating: boolean;
  stats: MoneyStats;
}) {
  const lines: [string, string][] = [
    ['OAE Participant', participating ? 'Yes' : 'No'],
    ['Contributions', String(stats.contributions)],
    ['Donors', String(stats.donors)],
    ['Median Contribution', median(stats.medianCents)],
    ['Total Contributions', formatMoney(stats.totalCents)],
    ['Total Match Approved', formatMoney(stats.matchCents)],
  ];
  return <FigureLinesTable label={`${name} figures`} lines={lines} />;
}

/** One figure per line: its name as the row's header, its value beside it. */
export function FigureLinesTable({
  label,
  lines,
}: {
  label: string;
  lines: readonly (readonly [string, string])[];
}) {
  return (
    <Table aria-label={label}>
      <Table.Tbody>
        {lines.map(([name, value]) => (
          <Table.Tr key={name}>
            <Table.Th scope="row">{name}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
