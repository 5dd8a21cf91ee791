import { Alert, Anchor, Card, List, Loader, Stack, Text, Title } from '@mantine/core';
import { Money } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { describeFailure } from '../../lib/failure';
import { useTRPC } from '../../trpc';
import { showCalendarDate } from '../public-funds/calendar-date';
import { statementPath } from '../public-funds/paths';
import { MoneyLine } from './MoneyLine';

/** What the programme has paid the campaign, what its cap leaves, and when the city pays next. */
function Standing({ campaignId }: { campaignId: number }) {
  const trpc = useTRPC();
  const standing = useQuery(trpc.payments.standing.queryOptions({ campaignId }));
  if (standing.isPending) return <Loader size="sm" aria-label="Loading public funds" />;
  if (standing.isError) return <Alert color="red">{describeFailure(standing.error).message}</Alert>;
  const { data } = standing;
  return (
    <Stack gap={4}>
      {data.electionName && <Text size="sm">{data.electionName}</Text>}
      <MoneyLine label="Public funds paid" cents={data.paidCents} />
      {data.capCents !== null && <MoneyLine label="Office cap" cents={data.capCents} />}
      {data.capRemainingCents !== null && (
        <MoneyLine label="Cap remaining" cents={data.capRemainingCents} />
      )}
      {data.balanceDueCents > 0 && <MoneyLine label="Balance due" cents={data.balanceDueCents} />}
      <Title order={3} size="h6" mt="xs">
        Upcoming payment dates
      </Title>
      {data.upcomingPaymentDates.length === 0 ? (
        <Text size="sm" c="dimmed">
          No payment dates are scheduled.
        </Text>
      ) : (
        <List size="sm">
          {data.upcomingPaymentDates.map((date) => (
            <List.Item key={date}>{showCalendarDate(date)}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/** The campaign's statements: one per approved payment run that paid it, newest first. */
function Statements({ campaignId }: { campaignId: number }) {
  const trpc = useTRPC();
  const statements = useQuery(trpc.paymentStatements.list.queryOptions({ campaignId }));
  if (statements.isPending) return <Loader size="sm" aria-label="Loading statements" />;
  if (statements.isError)
    return <Alert color="red">{describeFailure(statements.error).message}</Alert>;
  return (
    <Stack gap={4}>
      <Title order={3} size="h6" mt="xs">
        Statements
      </Title>
      {statements.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No payment has been made to this campaign yet.
        </Text>
      ) : (
        <List size="sm" spacing={2}>
          {statements.data.map((statement) => (
            <List.Item key={statement.runId}>
              <Anchor component={Link} to={statementPath(statement.runId, campaignId)}>
                {`Payment run ${statement.runId}, cut-off ${showCalendarDate(statement.cutoffDate)}`}
              </Anchor>{' '}
              <Money cents={statement.amountCents} />
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/** 'Public funds' on a campaign's portal dashboard. */
export function PublicFundsCard({ campaignId }: { campaignId: number }) {
  return (
    <Card withBorder mb="md" role="group" aria-label="Public funds">
      <Stack gap="xs">
        <Title order={2} size="h5">
          Public funds
        </Title>
        <Standing campaignId={campaignId} />
        <Statements campaignId={campaignId} />
      </Stack>
    </Card>
  );
}
