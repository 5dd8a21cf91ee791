import { Table } from '@mantine/core';
import { formatMoney } from '@portal/domain';
import { DataDisclosure } from './DataDisclosure';
import type { MapLayer } from './types';

interface CandidateRow {
  campaign: string;
  contributions: number;
  amountCents: number;
  matchCents: number;
}

/** What the map shows, per candidate: how many contributions it places and what they add up to. */
export function mapRowsByCandidate(layer: MapLayer): CandidateRow[] {
  const rows = new Map<number, CandidateRow>();
  for (const [, , amountCents, matchAmountCents, campaign] of layer.points) {
    const row = rows.get(campaign) ?? {
      campaign: layer.campaignNames[campaign] ?? 'Unknown campaign',
      contributions: 0,
      amountCents: 0,
      matchCents: 0,
    };
    row.contributions += 1;
    row.amountCents += amountCents;
    row.matchCents += matchAmountCents ?? 0;
    rows.set(campaign, row);
  }
  return [...rows.values()].sort((a, b) => b.contributions - a.contributions);
}

/**
 * The map's text alternative: the mapped contributions per candidate, for people who cannot see
 * or point at the circles.
 */
export function MapTable({ layer }: { layer: MapLayer }) {
  const rows = mapRowsByCandidate(layer);
  return (
    <DataDisclosure summary="Map as a table">
      <Table.ScrollContainer minWidth={420}>
        <Table aria-label="Mapped contributions by candidate" mt="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Candidate</Table.Th>
              <Table.Th scope="col">Contributions mapped</Table.Th>
              <Table.Th scope="col">Amount</Table.Th>
              <Table.Th scope="col">Match</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.campaign}>
                <Table.Th scope="row">{row.campaign}</Table.Th>
                <Table.Td>{row.contributions}</Table.Td>
                <Table.Td>{formatMoney(row.amountCents)}</Table.Td>
                <Table.Td>{formatMoney(row.matchCents)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </DataDisclosure>
  );
}
