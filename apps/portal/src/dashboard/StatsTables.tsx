import { Table } from '@mantine/core';
import { formatMoney } from '@portal/domain';
import type { DashboardView, MoneyStats } from './types';

const median = (cents: number | null) => (cents === null ? '-' : formatMoney(cents));

/** Summary by participation: always a row for participants and one for non-participants. */
export function SummaryTable({ rows }: { rows: DashboardView['summary'] }) {
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table striped aria-label="Summary by participation">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Participation</Table.Th>
            <Table.Th>Campaigns</Table.Th>
            <Table.Th>Contributions</Table.Th>
            <Table.Th>Donors</Table.Th>
            <Table.Th>Median Contribution</Table.Th>
            <Table.Th>Total Contributions</Table.Th>
            <Table.Th>Total Match Approved</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.participation}>
              <Table.Th scope="row">{row.label}</Table.Th>
              <Table.Td>{row.campaigns}</Table.Td>
              <Table.Td>{row.contributions}</Table.Td>
              <Table.Td>{row.donors}</Table.Td>
              <Table.Td>{median(row.medianCents)}</Table.Td>
              <Table.Td>{formatMoney(row.totalCents)}</Table.Td>
              <Table.Td>{formatMoney(row.matchCents)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
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
  return (
    <Table aria-label={`${name} figures`}>
      <Table.Tbody>
        {lines.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row">{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
