import { Anchor, Badge, Button, Group, Stack, Title } from '@mantine/core';
import { todayInBusinessZone } from '@portal/domain';
import { DateText, Money, type PagedTableColumn } from '@portal/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { QueryTable } from '../../layout/QueryResult';
import { flashFailure, flashSuccess } from '../../lib/flash';
import { CalendarDateInput } from '../../records/CalendarDateInput';
import { useTRPC } from '../../trpc';
import { showCalendarDate } from './calendar-date';
import { paymentRunPath } from './paths';
import type { PaymentRunSummary } from './types';
import { useRefreshPayments } from './use-refresh-payments';

const columns: PagedTableColumn<PaymentRunSummary>[] = [
  {
    key: 'run',
    header: 'Run',
    render: (run) => (
      <Anchor component={Link} to={paymentRunPath(run.id)}>{`Payment run ${run.id}`}</Anchor>
    ),
  },
  { key: 'cutoff', header: 'Cut-off date', render: (run) => showCalendarDate(run.cutoffDate) },
  { key: 'election', header: 'Election', render: (run) => run.electionName },
  {
    key: 'status',
    header: 'Status',
    render: (run) =>
      run.status === 'approved' ? (
        <Badge color="green">Approved</Badge>
      ) : (
        <Badge color="yellow.3" c="dark">
          Draft
        </Badge>
      ),
  },
  { key: 'campaigns', header: 'Campaigns', render: (run) => run.campaignCount },
  { key: 'total', header: 'Total', render: (run) => <Money cents={run.totalCents} /> },
  {
    key: 'approvedAt',
    header: 'Approved',
    render: (run) => (run.approvedAt ? <DateText value={run.approvedAt} format="activity" /> : ''),
  },
];

/** 'Open a run': the cut-off date, then a draft run to review. */
function OpenRunForm({ governmentId }: { governmentId: number }) {
  const trpc = useTRPC();
  const refreshPayments = useRefreshPayments();
  const navigate = useNavigate();
  const open = useMutation(trpc.paymentRuns.open.mutationOptions());
  const [cutoffDate, setCutoffDate] = useState<string | null>(todayInBusinessZone());
  const [error, setError] = useState<string | null>(null);

  const openRun = async () => {
    if (!cutoffDate) {
      setError('A cut-off date is required');
      return;
    }
    try {
      const run = await open.mutateAsync({ governmentId, cutoffDate });
      await refreshPayments();
      flashSuccess('Payment run opened');
      navigate(paymentRunPath(run.id));
    } catch (failure) {
      flashFailure('Unable to open a payment run', failure);
    }
  };

  return (
    <Group align="flex-end" wrap="wrap">
      <CalendarDateInput
        label="Cut-off date"
        description="Matches on contributions dated up to this day"
        value={cutoffDate}
        onChange={(value) => {
          setCutoffDate(value);
          setError(null);
        }}
        error={error}
        withAsterisk
      />
      <Button onClick={() => void openRun()} loading={open.isPending}>
        Open a run
      </Button>
    </Group>
  );
}

/** The government's payment runs, newest first, and the form that opens another. */
export function PaymentRunsSection({ governmentId }: { governmentId: number }) {
  const trpc = useTRPC();
  const runs = useQuery(trpc.paymentRuns.list.queryOptions({ governmentId }));
  return (
    <Stack component="section" aria-labelledby="payment-runs-title" gap="sm">
      <Title order={2} size="h4" id="payment-runs-title">
        Payment runs
      </Title>
      <OpenRunForm governmentId={governmentId} />
      <QueryTable query={runs} columns={columns} emptyText="No payment runs yet" />
    </Stack>
  );
}
