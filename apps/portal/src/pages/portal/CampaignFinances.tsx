import { Alert, Anchor, Card, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { RouterOutputs } from '@portal/api';
import {
  CONTRIBUTION_STATUSES,
  type ContributionStatus,
  contributionStatusParam,
  EXPENDITURE_STATUSES,
  type ExpenditureStatus,
  type RecordKind,
} from '@portal/domain';
import { Money } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { describeFailure } from '../../lib/failure';
import { useTRPC } from '../../trpc';

export type SummaryScope = { campaignId: number } | { governmentId: number };

function Figure({ label, cents }: { label: string; cents: number }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Text size="sm" fw={600}>
        <Money cents={cents} />
      </Text>
    </Group>
  );
}

function StatusLine({
  label,
  to,
  count,
  cents,
}: {
  label: string;
  to: string;
  count: number;
  cents: number;
}) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Anchor component={Link} to={to} size="sm">
        {`${label} (${count})`}
      </Anchor>
      <Text size="sm">
        <Money cents={cents} />
      </Text>
    </Group>
  );
}

type Summary = RouterOutputs['summary']['get'];
type FigureName = keyof Summary['figures'];
type SummaryKind = RecordKind;

/** Where a status line of each kind leads: the kind's list, filtered by that status. */
const STATUS_LINKS: Record<SummaryKind, (status: string) => { label: string; to: string }> = {
  contribution: (status) => ({
    label: CONTRIBUTION_STATUSES.labels[status as ContributionStatus],
    to: `/contributions?status=${contributionStatusParam(status as ContributionStatus)}`,
  }),
  expenditure: (status) => ({
    label: EXPENDITURE_STATUSES.labels[status as ExpenditureStatus],
    to: `/expenses?status=${status}`,
  }),
};

/** What the city watches of each kind, under its status lines (spec section 2). */
const TOTALS: Record<SummaryKind, [string, FigureName][]> = {
  contribution: [
    ['Total Matched (Processed)', 'totalMatchedCents'],
    ['Total Pending', 'totalPendingCents'],
  ],
  expenditure: [
    ['Total Spent (In Compliance)', 'totalSpentInComplianceCents'],
    ['Total Spent (Out of Compliance)', 'totalSpentOutOfComplianceCents'],
  ],
};

/** One kind's column: its total, a line per status linking to the filtered list, its totals. */
function KindColumn({
  kind,
  title,
  summary,
}: {
  kind: SummaryKind;
  title: string;
  summary: Summary;
}) {
  const { figures } = summary;
  const rows = kind === 'contribution' ? summary.contributions : summary.expenditures;
  return (
    <Grid.Col span={{ base: 12, md: 6 }}>
      <Stack gap={6} aria-label={title} role="group">
        <Title order={2} size="h5">
          {title}
        </Title>
        <Figure
          label={`Total (${figures[`${kind}Count`]})`}
          cents={figures[`${kind}AmountCents`]}
        />
        {rows.map((row) => (
          <StatusLine
            key={row.status}
            {...STATUS_LINKS[kind](row.status)}
            count={row.total}
            cents={row.amountCents}
          />
        ))}
        {TOTALS[kind].map(([label, figure]) => (
          <Figure key={figure} label={label} cents={figures[figure]} />
        ))}
      </Stack>
    </Grid.Col>
  );
}

/**
 * 'Campaign Finances' (spec section 2): per status counts linking to the filtered lists, and the
 * totals the city watches. Money arrives in cents and is shown exactly.
 */
export function CampaignFinances({ scope }: { scope: SummaryScope }) {
  const trpc = useTRPC();
  const summary = useQuery(trpc.summary.get.queryOptions(scope));
  return (
    <Card withBorder mb="md">
      {summary.isPending ? (
        <Loader size="sm" aria-label="Loading the summary" />
      ) : summary.isError ? (
        <Alert color="red">{describeFailure(summary.error).message}</Alert>
      ) : (
        <Grid>
          <KindColumn kind="contribution" title="Contributions" summary={summary.data} />
          <KindColumn kind="expenditure" title="Expenses" summary={summary.data} />
        </Grid>
      )}
    </Card>
  );
}
