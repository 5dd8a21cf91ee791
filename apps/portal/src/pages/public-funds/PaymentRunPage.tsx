import { Alert, Anchor, Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { DateText, Money } from '@portal/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { QueryResult } from '../../layout/QueryResult';
import { flashFailure, flashSuccess } from '../../lib/flash';
import { useCurrentUser } from '../../lib/session';
import { useTRPC } from '../../trpc';
import { PageTitle } from '../PageTitle';
import { ConfirmDialog } from './ConfirmDialog';
import { showCalendarDate } from './calendar-date';
import { PUBLIC_FUNDS_PATH, treasuryFileUrl } from './paths';
import { RunLinesTable } from './RunLinesTable';
import type { PaymentRun } from './types';
import { useRefreshPayments } from './use-refresh-payments';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{children}</Text>
    </div>
  );
}

function RunFigures({ run }: { run: PaymentRun }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} mb="md">
      <Figure label="Election">{run.electionName}</Figure>
      <Figure label="Cut-off date">{showCalendarDate(run.cutoffDate)}</Figure>
      <Figure label="Campaigns paid">{run.campaignCount}</Figure>
      <Figure label="Total">
        <Money cents={run.totalCents} />
      </Figure>
    </SimpleGrid>
  );
}

/** Approve and Delete for a draft; the treasury file for an approved run. */
function RunActions({ run }: { run: PaymentRun }) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const approve = useMutation(trpc.paymentRuns.approve.mutationOptions());
  const remove = useMutation(trpc.paymentRuns.delete.mutationOptions());
  const [asking, setAsking] = useState<'approve' | 'delete' | null>(null);

  const refresh = useRefreshPayments();

  const approveRun = async () => {
    try {
      await approve.mutateAsync({ runId: run.id });
    } catch (error) {
      setAsking(null);
      flashFailure('Unable to approve the payment run', error);
      await refresh();
      return;
    }
    setAsking(null);
    await refresh();
    flashSuccess('Payment run approved');
  };

  const deleteRun = async () => {
    try {
      await remove.mutateAsync({ runId: run.id });
    } catch (error) {
      setAsking(null);
      flashFailure('Unable to delete the payment run', error);
      return;
    }
    setAsking(null);
    await refresh();
    flashSuccess('Payment run deleted');
    navigate(PUBLIC_FUNDS_PATH);
  };

  if (run.status === 'approved') {
    return (
      <Button component="a" href={treasuryFileUrl(run.id)} download={`payments-${run.id}.csv`}>
        Download treasury file
      </Button>
    );
  }
  return (
    <Group>
      <Button onClick={() => setAsking('approve')}>Approve</Button>
      <Button variant="default" color="red" onClick={() => setAsking('delete')}>
        Delete
      </Button>
      <ConfirmDialog
        opened={asking === 'approve'}
        title="Approve payment run"
        confirmLabel="Approve payment run"
        working={approve.isPending}
        onConfirm={() => void approveRun()}
        onClose={() => setAsking(null)}
      >
        The treasury will pay <Money cents={run.totalCents} /> to {run.campaignCount}{' '}
        {run.campaignCount === 1 ? 'campaign' : 'campaigns'}, and every match this run includes is
        marked paid. An approved run cannot be changed or deleted.
      </ConfirmDialog>
      <ConfirmDialog
        opened={asking === 'delete'}
        title="Delete payment run"
        confirmLabel="Delete payment run"
        confirmColor="red"
        working={remove.isPending}
        onConfirm={() => void deleteRun()}
        onClose={() => setAsking(null)}
      >
        This draft is removed; its matches stay unpaid and a later run can include them.
      </ConfirmDialog>
    </Group>
  );
}

function RunStatus({ run }: { run: PaymentRun }) {
  if (run.status === 'draft')
    return (
      <Badge color="yellow.3" c="dark">
        Draft: not paid yet
      </Badge>
    );
  return (
    <Group gap="xs">
      <Badge color="green">Approved</Badge>
      {run.approvedAt && (
        <Text size="sm">
          on <DateText value={run.approvedAt} format="activity" />
        </Text>
      )}
    </Group>
  );
}

function RunReview({ runId }: { runId: number }) {
  const trpc = useTRPC();
  const run = useQuery(trpc.paymentRuns.get.queryOptions({ runId }));
  return (
    <QueryResult query={run}>
      {run.data && (
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start">
            <RunStatus run={run.data} />
            <RunActions run={run.data} />
          </Group>
          {run.data.status === 'draft' && (
            <Alert color="blue" title="Review each line before approving">
              Amounts are what the treasury sends: matched money within each office's cap, less
              offsets owed. Held-back matches wait for a later run.
            </Alert>
          )}
          <RunFigures run={run.data} />
          <RunLinesTable run={run.data} />
        </Stack>
      )}
    </QueryResult>
  );
}

/** One payment run, line by line, for the government admin who reviews and approves it. */
export default function PaymentRunPage() {
  const user = useCurrentUser();
  const runId = Number(useParams().runId);
  if (!user.isGovernmentAdmin) return <Navigate to="/dashboard" replace />;
  return (
    <>
      <Anchor component={Link} to={PUBLIC_FUNDS_PATH} size="sm">
        Back to public funds
      </Anchor>
      <PageTitle tabTitle="Payment run">{`Payment run ${runId}`}</PageTitle>
      {Number.isInteger(runId) && runId > 0 ? (
        <RunReview runId={runId} />
      ) : (
        <Alert color="red">Payment run not found</Alert>
      )}
    </>
  );
}
