import { Alert, Anchor, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Money } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { QueryResult } from '../../layout/QueryResult';
import { useCurrentUser } from '../../lib/session';
import { useTRPC } from '../../trpc';
import { PageTitle } from '../PageTitle';
import { showCalendarDate } from './calendar-date';
import { paymentRunPath, statementFileUrl } from './paths';
import { StatementEntriesTable } from './StatementEntriesTable';
import './statement-print.css';
import type { Statement } from './types';

function StatementFigures({ statement }: { statement: Statement }) {
  const figures = [
    { label: 'Election', value: statement.electionName },
    { label: 'Cut-off date', value: showCalendarDate(statement.cutoffDate) },
    { label: 'Office cap', value: <Money cents={statement.capCents} /> },
    { label: 'Paid by this run', value: <Money cents={statement.amountCents} /> },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }}>
      {figures.map((figure) => (
        <div key={figure.label}>
          <Text size="xs" c="dimmed">
            {figure.label}
          </Text>
          <Text fw={600}>{figure.value}</Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

function StatementBody({ runId, campaignId }: { runId: number; campaignId: number }) {
  const trpc = useTRPC();
  const statement = useQuery(trpc.payments.statements.get.queryOptions({ runId, campaignId }));
  return (
    <QueryResult query={statement}>
      {statement.data && (
        <Stack gap="md">
          <Text fw={700} size="lg">
            {statement.data.campaignName}
          </Text>
          <StatementFigures statement={statement.data} />
          <Group className="statement-screen-only" gap="sm">
            <Button onClick={() => window.print()}>Print statement</Button>
            <Button
              variant="default"
              component="a"
              href={statementFileUrl(runId, campaignId)}
              download={`statement-${runId}-${campaignId}.csv`}
            >
              Download statement CSV
            </Button>
          </Group>
          <StatementEntriesTable entries={statement.data.entries} />
        </Stack>
      )}
    </QueryResult>
  );
}

/** A campaign's statement of one payment run, to read on screen or print. */
export default function StatementPage() {
  const user = useCurrentUser();
  const params = useParams();
  const runId = Number(params.runId);
  const campaignId = Number(params.campaignId);
  const valid = [runId, campaignId].every((id) => Number.isInteger(id) && id > 0);
  return (
    <div className="payment-statement">
      <Anchor
        component={Link}
        to={user.isGovernmentAdmin ? paymentRunPath(runId) : '/dashboard'}
        size="sm"
        className="statement-screen-only"
      >
        {user.isGovernmentAdmin ? 'Back to the payment run' : 'Back to the dashboard'}
      </Anchor>
      <PageTitle tabTitle="Payment statement">{`Payment statement, run ${runId}`}</PageTitle>
      {valid ? (
        <StatementBody runId={runId} campaignId={campaignId} />
      ) : (
        <Alert color="red">Statement not found</Alert>
      )}
    </div>
  );
}
