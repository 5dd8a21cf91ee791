import { useForm } from '@mantine/form';
import {
  availableContributionActions,
  CONTRIBUTION_STATUS_LABELS,
  type ContributionAction,
  type ContributionForm,
  changedFields,
  contributionFormSchema,
  isDetailReadOnly,
  isGovernmentAdminView,
  isPersonContributor,
  primaryPermission,
  toContributionForm,
  toContributionPayload,
} from '@portal/domain';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { zodFormValidate } from '../../lib/forms';
import { useCurrentUser } from '../../lib/session';
import { useModals } from '../../modals/ModalProvider';
import type { ContributionRecord, UpdateInput } from '../../records/api';
import { ContributionFields } from '../../records/ContributionFields';
import { DetailState } from '../../records/DetailState';
import { flashValidationErrors } from '../../records/flashes';
import { MatchSection } from '../../records/matching/MatchSection';
import { PreviousDonations } from '../../records/matching/PreviousDonations';
import { ProgrammeWarnings } from '../../records/matching/ProgrammeWarnings';
import type { MatchDecision } from '../../records/matching/props';
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

/** What a compliance choice adds to the update: the Out of Compliance reason or the match. */
type ReviewDecision = { reason?: string } | MatchDecision;

function ContributionDetail({ record }: { record: ContributionRecord }) {
  const user = useCurrentUser();
  const { pathname } = useLocation();
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
  const reviewing = isGovernmentAdminView({
    permissions: user.me.permissions,
    assumed: user.assumed,
    pathname,
  });
  const actions = availableContributionActions({
    ...actor,
    status: record.status,
    contributorType: record.contributorType,
    oaeType: record.oaeType,
  });

  const send = async (action: ContributionAction, decision: ReviewDecision = {}) => {
    const input: UpdateInput = { id: record.id, version: record.version, ...decision };
    if (action.to !== null && action.to !== record.status) input.status = action.to;
    if (action.setsCompliant !== null) input.compliant = action.setsCompliant;
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
        status={CONTRIBUTION_STATUS_LABELS[record.status] ?? record.status}
        campaignName={record.campaign.name}
        updatedAt={record.updatedAt}
      />
      <RecordActions actions={actions} onAction={run} busy={busy} assumed={user.assumed} />
      <ProgrammeWarnings contributionId={record.id} />
      <ReadOnlyArea readOnly={readOnly}>
        <ContributionFields form={form} />
      </ReadOnlyArea>
      {/* Matching is the city's review work: never loaded for campaign users or in edit mode. */}
      {reviewing && isPersonContributor(record.contributorType) && (
        <MatchSection contributionId={record.id} />
      )}
      {reviewing && (
        <PreviousDonations
          contributionId={record.id}
          matchId={record.matchId}
          governmentId={record.governmentId}
        />
      )}
      <TransactionHistory kind="contributions" id={record.id} />
    </>
  );
}
