import { Button, Group, Text } from '@mantine/core';
import {
  calendarDateInBusinessZone,
  canAddRecords,
  dollarsToCents,
  EXPENDITURE_SORT_FIELDS,
  EXPENDITURE_STATUS_FILTER_OPTIONS,
  EXPENSE_PAYMENT_METHOD_LABELS,
  type ExpenditureStatus,
  type ExpensePaymentMethod,
  parseExpenditureStatus,
} from '@portal/domain';
import { Money, PagedTable, type PagedTableColumn, StatusBadge } from '@portal/ui';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../lib/session';
import type { ExpenditureRow } from '../../records/api';
import { FilterBar } from '../../records/FilterBar';
import { ExportButtons } from '../../records/ListToolbar';
import { useRecordListState } from '../../records/list-state';
import { SortHeader } from '../../records/SortHeader';
import { useListScope, useRecordList } from '../../records/use-list-query';
import { PageTitle } from '../PageTitle';

type SortField = (typeof EXPENDITURE_SORT_FIELDS)[number];

/** Expense list (spec section 2). */
export default function ExpensesPage() {
  // A status link (e.g. from the dashboard or the sidebar) starts the list afresh.
  const [searchParams] = useSearchParams();
  return <ExpensesList key={searchParams.get('status') ?? ''} />;
}

function ExpensesList() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const scope = useListScope();
  const list = useRecordListState<ExpenditureStatus, SortField>({
    parseStatus: parseExpenditureStatus,
    defaultSortField: EXPENDITURE_SORT_FIELDS[0],
  });
  const input = list.request(scope);
  const query = useRecordList<ExpenditureRow>('expenditures', input);
  const showCampaign = user.isGovernmentAdmin;

  const header = (label: string, field: SortField) => (
    <SortHeader label={label} field={field} sort={list.sort} onSort={list.toggleSort} />
  );
  const columns: PagedTableColumn<ExpenditureRow>[] = [
    { key: 'date', header: header('Expenditure Date', 'date'), render: (row) => row.date },
    {
      key: 'submitted',
      header: 'Date Submitted',
      render: (row) =>
        row.submittedAt ? calendarDateInBusinessZone(new Date(row.submittedAt)) : '',
    },
    ...(showCampaign
      ? [
          {
            key: 'campaign',
            header: header('Campaign', 'campaignName'),
            render: (row: ExpenditureRow) => row.campaignName,
          },
        ]
      : []),
    { key: 'name', header: header('Name', 'name'), render: (row) => row.name },
    {
      key: 'amount',
      header: header('Amount', 'amount'),
      render: (row) => <Money cents={dollarsToCents(row.amount)} />,
    },
    {
      key: 'payment',
      header: header('Payment', 'paymentMethod'),
      render: (row) =>
        row.paymentMethod
          ? (EXPENSE_PAYMENT_METHOD_LABELS[row.paymentMethod as ExpensePaymentMethod] ??
            row.paymentMethod)
          : '',
    },
    {
      key: 'status',
      header: header('Status', 'status'),
      render: (row) => <StatusBadge status={row.status} />,
    },
    {
      key: 'view',
      header: '',
      render: (row) => (
        <Button size="xs" variant="light" onClick={() => navigate(`/expenses/${row.id}`)}>
          View
        </Button>
      ),
    },
  ];

  return (
    <>
      <Group justify="space-between" align="flex-start">
        <PageTitle>Expenses</PageTitle>
        {canAddRecords(user.me.permissions) && (
          <Button component={Link} to="/expenses/new">
            Add New Expense
          </Button>
        )}
      </Group>
      <Group justify="space-between" align="flex-end">
        <FilterBar
          statusOptions={EXPENDITURE_STATUS_FILTER_OPTIONS}
          parseStatus={parseExpenditureStatus}
          applied={list.filter}
          onApply={list.applyFilter}
        />
        <ExportButtons kind="expenditures" scope={input} />
      </Group>
      {query.isError ? (
        <Text c="red">Error - {query.error.message}</Text>
      ) : (
        <PagedTable
          columns={columns}
          rows={query.data?.data ?? []}
          rowKey={(row) => row.id}
          emptyText={query.isPending ? 'Loading...' : 'No Expenses'}
          serverPaging={{
            total: query.data?.total ?? 0,
            page: list.paging.page,
            perPage: list.paging.perPage,
            onChange: list.changePaging,
          }}
        />
      )}
    </>
  );
}
