import { useForm } from '@mantine/form';
import { changedFields, primaryPermission, type RecordAction } from '@portal/domain';
import { useMemo } from 'react';
import { setServerErrors, zodFormValidate } from '../../lib/forms';
import { useCurrentUser } from '../../lib/session';
import { useModals } from '../../modals/ModalProvider';
import type { RecordCollection, RecordOf, UpdateInputOf } from '../../records/api';
import { DetailState } from '../../records/DetailState';
import { flashValidationErrors } from '../../records/flashes';
import { RecordFormSections } from '../../records/form-sections';
import { renderForKind } from '../../records/kinds';
import type { FormValues, RecordKindSpec } from '../../records/kinds/types';
import type { MatchDecision } from '../../records/matching/props';
import { ReadOnlyArea } from '../../records/ReadOnlyArea';
import { RecordActions } from '../../records/RecordActions';
import { RecordHeader } from '../../records/RecordHeader';
import { ReviewPanel } from '../../records/review/ReviewPanel';
import { StaffSubmitNote } from '../../records/review/StaffSubmitNote';
import { TransactionHistory } from '../../records/TransactionHistory';
import { useRecordFromPath } from '../../records/use-record';
import { useRecordUpdate } from '../../records/use-record-update';

/** Contribution and expense detail (/contributions/{id}, /expenses/{id}): view, edit, act, discuss. */
export default function RecordDetailPage({ kind }: { kind: RecordCollection }) {
  return renderForKind(kind, (spec) => <RecordDetailLoader key={kind} spec={spec} />);
}

type Spec<Kind extends RecordCollection, Form extends FormValues, Status extends string> = {
  spec: RecordKindSpec<Kind, Form, Status>;
};

function RecordDetailLoader<
  Kind extends RecordCollection,
  Form extends FormValues,
  Status extends string,
>({ spec }: Spec<Kind, Form, Status>) {
  const query = useRecordFromPath(spec.kind);
  if (!query.data) return <DetailState error={query.error} />;
  // A new version (after a refresh) starts a fresh form from the stored values.
  return (
    <RecordDetail key={`${query.data.id}-${query.data.version}`} spec={spec} record={query.data} />
  );
}

/** What a compliance choice adds to the update: the Out of Compliance reason or the match. */
type ReviewDecision = { reason?: string } | MatchDecision;

function RecordDetail<
  Kind extends RecordCollection,
  Form extends FormValues,
  Status extends string,
>({ spec, record }: Spec<Kind, Form, Status> & { record: RecordOf<Kind> }) {
  const user = useCurrentUser();
  const { openModal } = useModals();
  const { update, busy, backToList } = useRecordUpdate(spec.kind, spec.noun, spec.listPath);
  const initialValues = useMemo(() => spec.toForm(record), [spec, record]);
  const form = useForm<Form>({
    initialValues,
    validate: zodFormValidate(spec.formSchema),
    validateInputOnBlur: true,
  });
  const status = record.status as Status;
  const actor = {
    role: primaryPermission(user.me.permissions)?.role ?? 'campaign_staff',
    assumed: user.assumed,
  };
  const readOnly = spec.readOnlyFor(actor, record);
  const actions = spec.actionsFor(actor, record);
  const complianceActions = actions.filter((action) => action.group === 'compliance');

  /** Whether the action is done (saved, or nothing to save); false keeps its modal open. */
  const send = async (
    action: RecordAction<string, Status>,
    decision: ReviewDecision = {},
  ): Promise<boolean> => {
    const input: Record<string, unknown> = { id: record.id, version: record.version, ...decision };
    if (action.to !== null && action.to !== status) input.status = action.to;
    if (action.setsCompliant !== null) input.compliant = action.setsCompliant;
    let changes = {};
    if (!readOnly) {
      const validation = form.validate();
      if (validation.hasErrors) {
        flashValidationErrors(validation.errors);
        return false;
      }
      changes = changedFields(spec.toPayload(initialValues), spec.toPayload(form.values));
    }
    if (action.to === null && Object.keys(changes).length === 0) {
      backToList();
      return true;
    }
    // The server validates the merged update against this kind's input schema; its field
    // messages go on the form, as on the new record's page.
    const updateInput = { ...changes, ...input } as UpdateInputOf<Kind>;
    return update(updateInput, spec.statusText(action.to ?? status), (error) =>
      setServerErrors(form, error, spec.formFieldByServerField),
    );
  };

  const run = (action: RecordAction<string, Status>) => {
    if (action.requiresReason) {
      openModal('ComplianceReason', { onConfirm: (reason) => send(action, { reason }) });
      return;
    }
    if (action.requiresMatchAmount) {
      openModal('MatchContribution', {
        contributionId: record.id,
        onConfirm: (decision) => send(action, decision),
      });
      return;
    }
    void send(action);
  };

  return (
    <>
      <RecordHeader
        id={record.id}
        status={spec.statusText(status)}
        campaignName={record.campaign.name}
        updatedAt={record.updatedAt}
      />
      {complianceActions.length > 0 && (
        <ReviewPanel
          kind={spec.kind}
          record={record}
          actions={complianceActions}
          onAction={run}
          busy={busy}
        />
      )}
      <StaffSubmitNote role={actor.role} status={status} noun={spec.noun} />
      <RecordActions actions={actions} onAction={run} busy={busy} assumed={user.assumed} />
      {spec.BeforeFields && <spec.BeforeFields record={record} />}
      <ReadOnlyArea readOnly={readOnly}>
        <RecordFormSections form={form} tables={spec.fieldTables(form.values)} />
      </ReadOnlyArea>
      {spec.AfterFields && <spec.AfterFields record={record} />}
      <TransactionHistory kind={spec.kind} id={record.id} />
    </>
  );
}
