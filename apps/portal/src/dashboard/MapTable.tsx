import { formatMoney } from '@portal/domain';
import { DataDisclosure } from './DataDisclosure';
import { RowHeaderTable } from './RowHeaderTable';
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
      <RowHeaderTable
        label="Mapped contributions by candidate"
        minWidth={420}
        tableProps={{ mt: 'xs' }}
        columns={[
          { header: 'Candidate', cell: (row) => row.campaign },
          { header: 'Contributions mapped', cell: (row) => row.contributions },
          { header: 'Amount', cell: (row) => formatMoney(row.amountCents) },
          { header: 'Match', cell: (row) => formatMoney(row.matchCents) },
        ]}
        rows={rows}
        rowKey={(row) => row.campaign}
        phoneFirst={['Amount', 'Match']}
      />
    </DataDisclosure>
  );
}
