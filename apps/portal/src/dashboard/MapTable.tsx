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
export function mapRowsByCandidate(
  layer: Pick<MapLayer, 'campaignNames' | 'byCampaign'>,
): CandidateRow[] {
  return layer.byCampaign
    .map(([campaign, contributions, amountCents, matchCents]) => ({
      campaign: layer.campaignNames[campaign] ?? 'Unknown campaign',
      contributions,
      amountCents,
      matchCents,
    }))
    .sort((a, b) => b.contributions - a.contributions || a.campaign.localeCompare(b.campaign));
}

/**
 * The map's text alternative: the mapped contributions per candidate in and around the view,
 * for people who cannot see or point at the circles.
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
