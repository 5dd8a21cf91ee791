import { Button, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { dollarsToCents, type SortDirection } from '@portal/domain';
import {
  Money,
  PAGE_SIZES,
  PagedTable,
  type PagedTableColumn,
  PagerControls,
  type ServerPaging,
  StatusBadge,
} from '@portal/ui';
import { Link } from 'react-router';

/** What a phone shows of each record: the spec's date, name, amount and status. */
export interface StackedRecord {
  id: number;
  date: string;
  name: string | null;
  amount: number;
  campaignName: string;
}

// Below Mantine's `sm` breakpoint (48em, 768 px at 100% zoom): phones, and laptops zoomed 200%.
const NARROW_SCREEN = '(max-width: 47.99em)';

/**
 * A record list page: the sortable table on wide screens; on a phone (or at 200% zoom) one
 * stacked row per record, so date, name, amount, status and View are all on screen without
 * scrolling sideways (the portal must work at 390 px wide and at 200% zoom).
 */
export function RecordRows<Row extends StackedRecord>(props: {
  columns: readonly PagedTableColumn<Row>[];
  rows: readonly Row[];
  emptyText: string;
  paging: ServerPaging;
  statusText: (row: Row) => string;
  viewPath: (row: Row) => string;
  showCampaign: boolean;
  /** What the rows are, for screen readers ('Contributions'). */
  label: string;
  /** The table's sortable columns, chosen from a list where there are no column headers. */
  sort: {
    fields: readonly { label: string; field: string }[];
    value: { field: string; direction: SortDirection };
    onChange: (sort: { field: string; direction: SortDirection }) => void;
  };
}) {
  // Read on the first render (the portal renders only in the browser), so a phone never
  // flashes the table first.
  const narrow = useMediaQuery(NARROW_SCREEN, undefined, { getInitialValueInEffect: false });
  const { rows, paging } = props;
  if (!narrow) {
    return (
      <PagedTable
        columns={props.columns}
        rows={rows}
        rowKey={(row) => row.id}
        emptyText={props.emptyText}
        serverPaging={paging}
      />
    );
  }
  const { sort } = props;
  return (
    <div>
      <Group gap="xs" mb="sm" wrap="wrap">
        <NativeSelect
          label="Sort by"
          data={sort.fields.map(({ label, field }) => ({ value: field, label }))}
          value={sort.value.field}
          onChange={(event) =>
            sort.onChange({ field: event.currentTarget.value, direction: sort.value.direction })
          }
        />
        <NativeSelect
          label="Order"
          data={[
            { value: 'DESC', label: 'Descending' },
            { value: 'ASC', label: 'Ascending' },
          ]}
          value={sort.value.direction}
          onChange={(event) =>
            sort.onChange({
              field: sort.value.field,
              direction: event.currentTarget.value === 'ASC' ? 'ASC' : 'DESC',
            })
          }
        />
      </Group>
      {rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          {props.emptyText}
        </Text>
      ) : (
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          aria-label={props.label}
          data-testid="stacked-rows"
        >
          {rows.map((row) => (
            <Paper component="li" key={row.id} withBorder p="sm" style={{ listStyle: 'none' }}>
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} id={`record-${row.id}-name`} style={{ overflowWrap: 'anywhere' }}>
                    {row.name || '—'}
                  </Text>
                  {props.showCampaign && (
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {row.campaignName}
                    </Text>
                  )}
                </div>
                <StatusBadge status={props.statusText(row)} />
              </Group>
              <Group justify="space-between" wrap="wrap" mt={4} gap="xs">
                <Text size="sm">
                  {row.date} · <Money cents={dollarsToCents(row.amount)} />
                </Text>
                <Button
                  size="xs"
                  variant="light"
                  component={Link}
                  to={props.viewPath(row)}
                  aria-describedby={`record-${row.id}-name`}
                >
                  View
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <PagerControls
        page={paging.page}
        perPage={paging.perPage}
        total={paging.total}
        pageSizes={PAGE_SIZES}
        onPageChange={(page) => paging.onChange(page, paging.perPage)}
        // The list state keeps the first visible row on screen when the page size changes.
        onPerPageChange={(perPage) => paging.onChange(paging.page, perPage)}
      />
    </div>
  );
}
