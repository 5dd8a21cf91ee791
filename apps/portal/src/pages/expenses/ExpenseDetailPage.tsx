import { useForm } from '@mantine/form';
import {
  availableExpenditureActions,
  changedFields,
  type ExpenditureAction,
  type ExpenseForm,
  expenseFormSchema,
  isDetailReadOnly,
  primaryPermission,
  toExpenditurePayload,
  toExpenseForm,
} from '@portal/domain';
import { useMemo } from 'react';
import { zodFormValidate } from '../../lib/forms';
import { useCurrentUser } from '../../lib/session';
import { useModals } from '../../modals/ModalProvider';
import type { ExpenditureRecord, UpdateInput } from '../../records/api';
import { DetailState } from '../../records/DetailState';
import { ExpenseFields } from '../../records/ExpenseFields';
import { flashValidationErrors } from '../../records/flashes';
import { ReadOnlyArea } from '../../records/ReadOnlyArea';
import { RecordActions } from '../../records/RecordActions';
import { RecordHeader } from '../../records/RecordHeader';
import { TransactionHistory } from '../../records/TransactionHistory';
import { useRecordFromPath } from '../../records/use-record';
import { useRecordUpdate } from '../../records/use-record-update';

/** Expense detail (/expenses/{id}): view, edit, act, discuss. */
export default function ExpenseDetailPage() {
  const query = useRecordFromPath<ExpenditureRecord>('expenditures');
  if (!query.data) return <DetailState error={query.error} />;
  return <ExpenseDetail key={`${query.data.id}-${query.data.version}`} record={query.data} />;
}

function ExpenseDetail({ record }: { record: ExpenditureRecord }) {
  const user = useCurrentUser();
  const { openModal } = useModals();
  const { update, busy, backToList } = useRecordUpdate('expenditures');
  const initialValues = useMemo(() => toExpenseForm(record), [record]);
  const form = useForm<ExpenseForm>({
    initialValues,
    validate: zodFormValidate(expenseFormSchema),
    validateInputOnBlur: true,
  });
  const actor = {
    role: primaryPermission(user.me.permissions)?.role ?? 'campaign_staff',
    assumed: user.assumed,
  };
  const readOnly = isDetailReadOnly({ ...actor, kind: 'expenditure', status: record.status });
  const actions = availableExpenditureActions({ ...actor, status: record.status });

  const send = async (action: ExpenditureAction, reason?: string) => {
    const input: UpdateInput = { id: record.id, version: record.version };
    if (action.to !== null && action.to !== record.status) input.status = action.to;
    if (reason !== undefined) input.reason = reason;
    let changes = {};
    if (!readOnly) {
      const validation = form.validate();
      if (validation.hasErrors) {
        flashValidationErrors(validation.errors);
        return;
      }
      changes = changedFields(
        toExpenditurePayload(initialValues),
        toExpenditurePayload(form.values),
      );
    }
    if (action.to === null && Object.keys(changes).length === 0) {
      backToList();
      return;
    }
    const status = action.to ?? record.status;
    await update({ ...changes, ...input }, status.replace(/_/g, ' '));
  };

  const run = (action: ExpenditureAction) => {
    if (action.requiresReason) {
      openModal('ComplianceReason', { onConfirm: (reason) => send(action, reason) });
      return;
    }
    void send(action);
  };

  return (
    <>
      <RecordHeader
        id={record.id}
        status={record.status}
        campaignName={record.campaign.name}
        updatedAt={record.updatedAt}
      />
      <RecordActions actions={actions} onAction={run} busy={busy} assumed={user.assumed} />
      <ReadOnlyArea readOnly={readOnly}>
        <ExpenseFields form={form} />
      </ReadOnlyArea>
      <TransactionHistory kind="expenditures" id={record.id} />
    </>
  );
}
