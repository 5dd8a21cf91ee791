import { Paper, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatMoney } from '@portal/domain';
import { lazy, type ReactNode, Suspense } from 'react';
import { DataDisclosure } from '../dashboard/DataDisclosure';
import { HorizontalBars } from '../dashboard/HorizontalBars';
import { FigureLinesTable } from '../dashboard/StatsTables';
import { figureLines } from './figure-lines';
import { freshnessNote } from './freshness';
import { RaisedOverTime } from './RaisedOverTime';
import type { CampaignPageData, FigureFreshness } from './types';

const Charts = lazy(() => import('../dashboard/Charts'));

/** A titled part of the page with its note of how fresh its figures are. */
function Section({
  title,
  freshness,
  children,
}: {
  title: string;
  freshness: FigureFreshness;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="sm" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      <Text size="xs" c="dimmed" mb="xs" data-testid="freshness-note">
        {freshnessNote(freshness)}
      </Text>
      {children}
    </Paper>
  );
}

/** The headline figures, one per line. */
export function FiguresTable({ page }: { page: CampaignPageData }) {
  return <FigureLinesTable label={`${page.campaign.name} figures`} lines={figureLines(page)} />;
}

function Qualification({ page }: { page: CampaignPageData }) {
  const progress = page.qualification;
  if (!progress)
    return <Text size="sm">Not in the programme: its state filings are shown as they are.</Text>;
  const words = progress.qualified
    ? `Qualified: ${progress.count} small contributions of the ${progress.threshold} its office needs.`
    : `${progress.count} of the ${progress.threshold} small contributions ($250 or less) its office needs; ${progress.remaining} to go.`;
  return (
    <Stack gap={4}>
      <Progress value={progress.percent} size="lg" aria-label="Qualification progress" />
      <Text size="sm">{words}</Text>
    </Stack>
  );
}

function Spending({ rows }: { rows: CampaignPageData['spending'] }) {
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No expenses handed in.
      </Text>
    );
  const bars = rows.map((row) => ({
    key: row.category,
    label: row.label,
    count: row.count,
    amountCents: row.amountCents,
  }));
  return (
    <>
      <HorizontalBars bars={bars} count={false} />
      <DataDisclosure summary="Spending by category as a table">
        <Table aria-label="Spending by category data">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Category</Table.Th>
              <Table.Th scope="col">Expenses</Table.Th>
              <Table.Th scope="col">Total</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.category}>
                <Table.Th scope="row">{row.label}</Table.Th>
                <Table.Td>{row.count}</Table.Td>
                <Table.Td>{formatMoney(row.amountCents)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </DataDisclosure>
    </>
  );
}

function ZipCodes({ zipCodes }: { zipCodes: CampaignPageData['zipCodes'] }) {
  const { top, other } = zipCodes;
  return (
    <>
      <Table aria-label="ZIP codes giving most">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">ZIP code</Table.Th>
            <Table.Th scope="col">Donors</Table.Th>
            <Table.Th scope="col">Given</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {top.map((row) => (
            <Table.Tr key={row.zip}>
              <Table.Th scope="row">{row.zip}</Table.Th>
              <Table.Td>{row.donors}</Table.Td>
              <Table.Td>{formatMoney(row.amountCents)}</Table.Td>
            </Table.Tr>
          ))}
          {other.zipCodes > 0 && (
            <Table.Tr>
              <Table.Th scope="row">Other ({other.zipCodes} ZIP codes)</Table.Th>
              <Table.Td>{other.donors}</Table.Td>
              <Table.Td>{formatMoney(other.amountCents)}</Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed" mt={4}>
        A ZIP code with fewer than 5 donors is counted in "other", so that no one can be singled
        out.
      </Text>
    </>
  );
}

/** Everything the page shows for one campaign. */
export function CampaignSections({ page }: { page: CampaignPageData }) {
  const { freshness } = page;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title="Figures" freshness={freshness.totals}>
          <FiguresTable page={page} />
        </Section>
        <Stack gap="md">
          <Section title="Qualification" freshness={freshness.qualification}>
            <Qualification page={page} />
          </Section>
          <Section title="Raised over time" freshness={freshness.raisedOverTime}>
            <RaisedOverTime weeks={page.raisedOverTime} />
          </Section>
        </Stack>
      </SimpleGrid>
      <Section title="Where the money comes from" freshness={freshness.origin}>
        <Suspense fallback={<Text c="dimmed">Loading charts...</Text>}>
          <Charts charts={page.charts} count={false} />
        </Suspense>
      </Section>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title="ZIP codes giving most" freshness={freshness.zipCodes}>
          <ZipCodes zipCodes={page.zipCodes} />
        </Section>
        <Section title="Spending by category" freshness={freshness.spending}>
          <Spending rows={page.spending} />
        </Section>
      </SimpleGrid>
    </Stack>
  );
}
