import {
  availableExpenditureActions,
  calendarDateInBusinessZone,
  dollarsToCents,
  EXPENDITURE_STATUS_FILTER_OPTIONS,
  EXPENSE_FORM_FIELD_BY_PAYLOAD_FIELD,
  EXPENSE_PAYMENT_METHODS,
  type ExpenditureStatus,
  type ExpenseForm,
  type ExpensePaymentMethod,
  expenseFormSchema,
  isDetailReadOnly,
  newExpenseForm,
  parseExpenditureStatus,
  toExpenditurePayload,
  toExpenseForm,
} from '@portal/domain';
import { Money } from '@portal/ui';
import { expenseFields } from '../expense-fields';
import { flashExpenditureCreateFailure } from '../flashes';
import { RECORD_PATHS } from './paths';
import type { RecordKindSpec } from './types';

export const expenditureSpec: RecordKindSpec<'expenditures', ExpenseForm, ExpenditureStatus> = {
  kind: 'expenditures',
  noun: 'Expenditure',
  listTitle: 'Expenses',
  newTitle: 'New Expense',
  addLabel: 'Add New Expense',
  emptyText: 'No Expenses',
  nameSearchLabel: 'Payee name',
  onlyCampaignText: 'Only campaign users can add expenses.',
  listPath: RECORD_PATHS.expenditures.list,
  newPath: RECORD_PATHS.expenditures.new,
  // Expense statuses read as stored with spaces ('#51 out of compliance', spec section 2).
  statusText: (status) => status.replace(/_/g, ' '),
  parseStatus: parseExpenditureStatus,
  statusFilterOptions: EXPENDITURE_STATUS_FILTER_OPTIONS,
  defaultSortField: 'date',
  columns: ({ header, campaignColumns, statusColumn }) => [
    { key: 'date', header: header('Expenditure Date', 'date'), render: (row) => row.date },
    {
      key: 'submitted',
      header: 'Date Submitted',
      render: (row) =>
        row.submittedAt ? calendarDateInBusinessZone(new Date(row.submittedAt)) : '',
    },
    ...campaignColumns,
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
          ? (EXPENSE_PAYMENT_METHODS.labels[row.paymentMethod as ExpensePaymentMethod] ??
            row.paymentMethod)
          : '',
    },
    statusColumn,
  ],
  newForm: newExpenseForm,
  formSchema: expenseFormSchema,
  toForm: toExpenseForm,
  toPayload: toExpenditurePayload,
  createInput: (form, campaignId) => ({ ...toExpenditurePayload(form), campaignId }),
  formFieldByServerField: EXPENSE_FORM_FIELD_BY_PAYLOAD_FIELD,
  flashCreateFailure: flashExpenditureCreateFailure,
  fieldTables: expenseFields,
  readOnlyFor: (actor, record) =>
    isDetailReadOnly({ ...actor, kind: 'expenditure', status: record.status }),
  actionsFor: (actor, record) => availableExpenditureActions({ ...actor, status: record.status }),
};
