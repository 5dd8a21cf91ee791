import { useForm } from '@mantine/form';
import {
  availableContributionActions,
  CONTRIBUTION_STATUS_LABELS,
  type ContributionAction,
  type ContributionForm,
  changedFields,
  contributionFormSchema,
  isDetailReadOnly,
  primaryPermission,
  toContributionForm,
  toContributionPayload,
} from '@portal/domain';
import { useMemo } from 'react';
import { zodFormValidate } from '../../lib/forms';
import { useCurrentUser } from '../../lib/session';
import { useModals } from '../../modals/ModalProvider';
import type { ContributionRecord, UpdateInput } from '../../records/api';
import { ContributionFields } from '../../records/ContributionFields';
import { DetailState } from '../../records/DetailState';
import { flashValidationErrors } from '../../records/flashes';
import { ReadOnlyArea } from '../../records/ReadOnlyArea';
import { RecordActions } from '../../records/RecordActions';
import { RecordHeader } from '../../records/RecordHeader';
import { TransactionHistory } from '../../records/TransactionHistory';
import { useRecordFromPath } from '../../records/use-record';
import { useRecordUpdate } from '../../records/use-record-update';

/** Contribution detail (/contributions/{id}): view, edit, act, discuss. */
export default function ContributionDetailPage() {
  const query = useRecordFromPath<ContributionRecord>('contributions');
  if (!query.data) return <DetailState error={query.error} />;
  // A new version (after a refresh) starts a fresh form from the stored values.
  return <ContributionDetail key={`${query.data.id}-${query.data.version}`} record={query.data} />;
}

function ContributionDetail({ record }: { record: ContributionRecord }) {
  const user = useCurrentUser();
  const { openModal } = useModals();
  const { update, busy, backToList } = useRecordUpdate('contributions');
  const initialValues = useMemo(() => toContributionForm(record), [record]);
  const form = useForm<ContributionForm>({
    initialValues,
    validate: zodFormValidate(contributionFormSchema),
    validateInputOnBlur: true,
  });
  const actor = {
    role: primaryPermission(user.me.permissions)?.role ?? 'campaign_staff',
    assumed: user.assumed,
  };
  const readOnly = isDetailReadOnly({ ...actor, kind: 'contribution', status: record.status });
  // Matching has its own modal (MatchContribution), built with the matching feature.
  const actions = availableContributionActions({
    ...actor,
    status: record.status,
    contributorType: record.contributorType,
    oaeType: record.oaeType,
  }).filter((action) => !action.requiresMatchAmount);

  const send = async (action: ContributionAction, reason?: string) => {
    const input: UpdateInput = { id: record.id, version: record.version };
    if (action.to !== null && action.to !== record.status) input.status = action.to;
    if (action.setsCompliant !== null) input.compliant = action.setsCompliant;
    if (reason !== undefined) input.reason = reason;
    let changes = {};
    if (!readOnly) {
      const validation = form.validate();
      if (validation.hasErrors) {
        flashValidationErrors(validation.errors);
        return;
      }
      changes = changedFields(
        toContributionPayload(initialValues),
        toContributionPayload(form.values),
      );
    }
    if (action.to === null && Object.keys(changes).length === 0) {
      backToList();
      return;
    }
    const status = action.to ?? record.status;
    await update({ ...changes, ...input }, CONTRIBUTION_STATUS_LABELS[status]);
  };

  const run = (action: ContributionAction) => {
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
        status={CONTRIBUTION_STATUS_LABELS[record.status] ?? record.status}
        campaignName={record.campaign.name}
        updatedAt={record.updatedAt}
      />
      <RecordActions actions={actions} onAction={run} busy={busy} assumed={user.assumed} />
      <ReadOnlyArea readOnly={readOnly}>
        <ContributionFields form={form} />
      </ReadOnlyArea>
      <TransactionHistory kind="contributions" id={record.id} />
    </>
  );
}
