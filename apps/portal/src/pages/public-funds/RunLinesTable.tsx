import { Anchor, List, Stack, Table, Text } from '@mantine/core';
import { formatMoney, HOLD_BACK_REASON_LABELS } from '@portal/domain';
import { Money } from '@portal/ui';
import { Link } from 'react-router';
import { PayeeDetails } from './PayeeDetails';
import { statementFileUrl, statementPath } from './paths';
import type { PaymentRun, PaymentRunLine } from './types';

function HeldBackCell({ line }: { line: PaymentRunLine }) {
  if (line.heldBack.length === 0) return <Money cents={line.heldBackCents} />;
  return (
    <Stack gap={2}>
      <Money cents={line.heldBackCents} />
      <List size="xs" spacing={0}>
        {line.heldBack.map((held) => (
          <List.Item key={held.reason}>
            {`${HOLD_BACK_REASON_LABELS[held.reason]}: ${held.count} (${formatMoney(held.cents)})`}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

function AmountCell({ line }: { line: PaymentRunLine }) {
  return (
    <Stack gap={2}>
      <Text fw={700} size="sm">
        <Money cents={line.amountCents} />
      </Text>
      {line.balanceDueCents > 0 && (
        <Text size="xs" c="red.9">
          Balance due <Money cents={line.balanceDueCents} />
        </Text>
      )}
    </Stack>
  );
}

/** A campaign's statement: the printable page, and its CSV once the run is approved. */
function StatementLinks({ run, line }: { run: PaymentRun; line: PaymentRunLine }) {
  return (
    <Stack gap={2}>
      <Anchor component={Link} to={statementPath(run.id, line.campaignId)} size="sm">
        {`Statement of ${line.campaignName}`}
      </Anchor>
      {run.status === 'approved' && (
        <Anchor
          href={statementFileUrl(run.id, line.campaignId)}
          download={`statement-${run.id}-${line.campaignId}.csv`}
          size="sm"
        >
          {`Statement CSV of ${line.campaignName}`}
        </Anchor>
      )}
    </Stack>
  );
}

/** A run's lines per campaign: what it matched, held back and offset, and what it pays. */
export function RunLinesTable({ run }: { run: PaymentRun }) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped>
        <Table.Caption>Lines per campaign</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Campaign</Table.Th>
            <Table.Th scope="col">Matched</Table.Th>
            <Table.Th scope="col">Held back</Table.Th>
            <Table.Th scope="col">Offsets</Table.Th>
            <Table.Th scope="col">Cap remaining</Table.Th>
            <Table.Th scope="col">Amount</Table.Th>
            <Table.Th scope="col">Statement</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {run.lines.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={7}>
                <Text c="dimmed" ta="center">
                  No campaign has matches to pay up to this cut-off date.
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {run.lines.map((line) => (
            <Table.Tr key={line.campaignId}>
              <Table.Th scope="row" fw={600}>
                {line.campaignName}
                <Text size="xs" fw={400}>
                  {line.office}
                </Text>
                <PayeeDetails line={line} editable={run.status === 'draft'} />
              </Table.Th>
              <Table.Td>
                <Money cents={line.matchedCents} />
                <Text size="xs" c="dimmed">
                  {line.matchCount === 1 ? '1 match' : `${line.matchCount} matches`}
                </Text>
              </Table.Td>
              <Table.Td>
                <HeldBackCell line={line} />
              </Table.Td>
              <Table.Td>
                <Money cents={line.offsetsCents} />
              </Table.Td>
              <Table.Td>
                <Money cents={line.capRemainingCents} />
              </Table.Td>
              <Table.Td>
                <AmountCell line={line} />
              </Table.Td>
              <Table.Td>
                <StatementLinks run={run} line={line} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
