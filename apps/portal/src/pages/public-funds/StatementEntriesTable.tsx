import { Table, Text } from '@mantine/core';
import { Money, PagedTable, type PagedTableColumn } from '@portal/ui';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { showCalendarDate } from './calendar-date';
import type { StatementEntry } from './types';

const KIND_LABELS: Record<StatementEntry['kind'], string> = {
  paid: 'Paid',
  held_back: 'Held back',
  offset: 'Offset',
};

const CAPTION = 'Each match paid, held back or offset, oldest first';
const EMPTY = 'This run has no match of this campaign.';

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

const columns: PagedTableColumn<StatementEntry>[] = [
  { key: 'date', header: 'Date', render: (entry) => showCalendarDate(entry.date) },
  { key: 'contribution', header: 'Contribution', render: (entry) => `#${entry.contributionId}` },
  { key: 'entry', header: 'Entry', render: (entry) => KIND_LABELS[entry.kind] },
  { key: 'reason', header: 'Reason', render: (entry) => entry.reasonLabel ?? '' },
  { key: 'amount', header: 'Amount', render: (entry) => <EntryAmount entry={entry} /> },
  {
    key: 'running',
    header: 'Running total paid',
    render: (entry) => <Money cents={entry.runningPaidCents} />,
  },
  {
    key: 'capRemaining',
    header: 'Cap remaining',
    render: (entry) => <Money cents={entry.capRemainingCents} />,
  },
];

const entryKey = (entry: StatementEntry) =>
  `${entry.kind}-${entry.contributionId}-${entry.runId ?? 'open'}`;

/** Every line at once, for paper: a statement of thousands of lines is paged only on screen. */
function PrintedEntries({ entries }: { entries: readonly StatementEntry[] }) {
  return (
    <Table>
      <Table.Caption>{CAPTION}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column.key}>{column.header}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.length === 0 && (
          <Table.Tr>
            <Table.Td colSpan={columns.length}>
              <Text>{EMPTY}</Text>
            </Table.Td>
          </Table.Tr>
        )}
        {entries.map((entry) => (
          <Table.Tr key={entryKey(entry)}>
            {columns.map((column) => (
              <Table.Td key={column.key}>{column.render(entry)}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * True while the browser prints (the page's Print button or the browser's own): the printed
 * page then holds every line. `flushSync` renders them before the browser lays the page out.
 */
function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  return printing;
}

/**
 * The statement's lines in order: each match paid, each held back with its reason and each
 * offset, with the running total paid and what the cap leaves after each.
 */
export function StatementEntriesTable({ entries }: { entries: readonly StatementEntry[] }) {
  const printing = usePrinting();
  if (printing) return <PrintedEntries entries={entries} />;
  return (
    <PagedTable
      columns={columns}
      rows={entries}
      rowKey={entryKey}
      emptyText={EMPTY}
      pageSizes={[50, 100, 500]}
      defaultPageSize={50}
      caption={CAPTION}
    />
  );
}
