import { Alert, Anchor, Card, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import {
  CONTRIBUTION_STATUS_LABELS,
  CONTRIBUTION_STATUS_PARAMS,
  type ContributionStatus,
  EXPENDITURE_STATUS_LABELS,
  type ExpenditureStatus,
} from '@portal/domain';
import { Money } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
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

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Grid.Col span={{ base: 12, md: 6 }}>
      <Stack gap={6} aria-label={title} role="group">
        <Title order={2} size="h5">
          {title}
        </Title>
        {children}
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
          <Column title="Contributions">
            <Figure
              label={`Total (${summary.data.figures.contributionCount})`}
              cents={summary.data.figures.contributionAmountCents}
            />
            {summary.data.contributions.map((row) => (
              <StatusLine
                key={row.status}
                label={CONTRIBUTION_STATUS_LABELS[row.status as ContributionStatus]}
                to={`/contributions?status=${CONTRIBUTION_STATUS_PARAMS[row.status as ContributionStatus]}`}
                count={row.total}
                cents={row.amountCents}
              />
            ))}
            <Figure
              label="Total Matched (Processed)"
              cents={summary.data.figures.totalMatchedCents}
            />
            <Figure label="Total Pending" cents={summary.data.figures.totalPendingCents} />
          </Column>
          <Column title="Expenses">
            <Figure
              label={`Total (${summary.data.figures.expenditureCount})`}
              cents={summary.data.figures.expenditureAmountCents}
            />
            {summary.data.expenditures.map((row) => (
              <StatusLine
                key={row.status}
                label={EXPENDITURE_STATUS_LABELS[row.status as ExpenditureStatus]}
                to={`/expenses?status=${row.status}`}
                count={row.total}
                cents={row.amountCents}
              />
            ))}
            <Figure
              label="Total Spent (In Compliance)"
              cents={summary.data.figures.totalSpentInComplianceCents}
            />
            <Figure
              label="Total Spent (Out of Compliance)"
              cents={summary.data.figures.totalSpentOutOfComplianceCents}
            />
          </Column>
        </Grid>
      )}
    </Card>
  );
}
