import { Anchor, Table } from '@mantine/core';
import { Link } from 'react-router';
import '../dashboard/dashboard-tables.css';
import { ScrollHint } from '../dashboard/ScrollHint';
import { figureLines } from './figure-lines';
import type { CampaignPageData } from './types';

export const campaignPath = (id: number) => `/campaign/${id}`;

/** Campaigns side by side: a column each, a figure per row; scrolls sideways on a phone. */
export function CompareTable({ pages }: { pages: readonly CampaignPageData[] }) {
  const lines = pages.map(figureLines);
  const labels = lines[0]?.map(([label]) => label) ?? [];
  return (
    <div className="dashboard-table">
      <ScrollHint />
      <Table.ScrollContainer minWidth={160 + 150 * pages.length}>
        <Table aria-label="Campaigns compared" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Figure</Table.Th>
              {pages.map((page) => (
                <Table.Th scope="col" key={page.campaign.id}>
                  <Anchor component={Link} to={campaignPath(page.campaign.id)}>
                    {page.campaign.name}
                  </Anchor>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {labels.map((label, row) => (
              <Table.Tr key={label}>
                <Table.Th scope="row">{label}</Table.Th>
                {lines.map((campaignLines, column) => (
                  <Table.Td key={pages[column]?.campaign.id}>{campaignLines[row]?.[1]}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </div>
  );
}
