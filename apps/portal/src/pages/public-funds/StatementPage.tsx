import { Alert, Anchor, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatMoney } from '@portal/domain';
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
import type { Statement, StatementEntry } from './types';

/** The statement's lines summed by kind: what was paid, held back and offset. */
function totalsOf(statement: Statement) {
  const total = (kind: StatementEntry['kind']) => {
    const entries = statement.entries.filter((entry) => entry.kind === kind);
    return { count: entries.length, cents: entries.reduce((sum, entry) => sum + entry.cents, 0) };
  };
  return { paid: total('paid'), heldBack: total('held_back'), offsets: total('offset') };
}

const countAndMoney = ({ count, cents }: { count: number; cents: number }) =>
  `${count} (${formatMoney(cents)})`;

function StatementFigures({ statement }: { statement: Statement }) {
  const totals = totalsOf(statement);
  const figures = [
    { label: 'Election', value: statement.electionName },
    {
      label: 'Payment run',
      value: statement.status === 'approved' ? 'Approved' : 'Draft: not paid yet',
    },
    { label: 'Cut-off date', value: showCalendarDate(statement.cutoffDate) },
    { label: 'Office cap', value: <Money cents={statement.capCents} /> },
    { label: 'Paid by this run', value: <Money cents={statement.amountCents} /> },
    { label: 'Matches paid', value: countAndMoney(totals.paid) },
    { label: 'Matches held back', value: countAndMoney(totals.heldBack) },
    { label: 'Offsets', value: countAndMoney(totals.offsets) },
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
  const statement = useQuery(trpc.paymentStatements.get.queryOptions({ runId, campaignId }));
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
            {statement.data.status === 'approved' && (
              <Button
                variant="default"
                component="a"
                href={statementFileUrl(runId, campaignId)}
                download={`statement-${runId}-${campaignId}.csv`}
              >
                Download statement CSV
              </Button>
            )}
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
