import { Table, Text } from '@mantine/core';
import { Money } from '@portal/ui';
import { showCalendarDate } from './calendar-date';
import type { StatementEntry } from './types';

const KIND_LABELS: Record<StatementEntry['kind'], string> = {
  paid: 'Paid',
  held_back: 'Held back',
  offset: 'Offset',
};

/** An offset takes money back, so its amount reads as a deduction. */
function EntryAmount({ entry }: { entry: StatementEntry }) {
  if (entry.kind === 'offset') {
    return (
      <>
        −<Money cents={entry.cents} />
      </>
    );
  }
  return <Money cents={entry.cents} />;
}

/**
 * The statement's lines in order: each match paid, each held back with its reason and each
 * offset, with the running total paid and what the cap leaves after each.
 */
export function StatementEntriesTable({ entries }: { entries: readonly StatementEntry[] }) {
  return (
    <Table.ScrollContainer minWidth={700}>
      <Table striped>
        <Table.Caption>Each match paid, held back or offset, oldest first</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Date</Table.Th>
            <Table.Th scope="col">Contribution</Table.Th>
            <Table.Th scope="col">Entry</Table.Th>
            <Table.Th scope="col">Reason</Table.Th>
            <Table.Th scope="col">Amount</Table.Th>
            <Table.Th scope="col">Running total paid</Table.Th>
            <Table.Th scope="col">Cap remaining</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={7}>
                <Text c="dimmed" ta="center">
                  This run has no match of this campaign.
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {entries.map((entry) => (
            <Table.Tr key={`${entry.kind}-${entry.contributionId}-${entry.runId ?? 'open'}`}>
              <Table.Td>{showCalendarDate(entry.date)}</Table.Td>
              <Table.Td>{`#${entry.contributionId}`}</Table.Td>
              <Table.Td>{KIND_LABELS[entry.kind]}</Table.Td>
              <Table.Td>{entry.reasonLabel ?? ''}</Table.Td>
              <Table.Td>
                <EntryAmount entry={entry} />
              </Table.Td>
              <Table.Td>
                <Money cents={entry.runningPaidCents} />
              </Table.Td>
              <Table.Td>
                <Money cents={entry.capRemainingCents} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
