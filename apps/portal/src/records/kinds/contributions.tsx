import { Button } from '@mantine/core';
import {
  availableContributionActions,
  CONTRIBUTION_STATUS_FILTER_OPTIONS,
  CONTRIBUTION_STATUSES,
  type ContributionForm,
  type ContributionStatus,
  canAddRecords,
  contributionFormSchema,
  dollarsToCents,
  isDetailReadOnly,
  isGovernmentAdminView,
  isPersonContributor,
  newContributionForm,
  OAE_TYPES,
  type OaeType,
  parseContributionStatus,
  toContributionForm,
  toContributionPayload,
} from '@portal/domain';
import { Money } from '@portal/ui';
import { useLocation } from 'react-router';
import { useCurrentUser } from '../../lib/session';
import { useModals } from '../../modals/ModalProvider';
import type { ContributionRecord } from '../api';
import { contributionFields } from '../contribution-fields';
import { flashSaveFailure } from '../flashes';
import { MatchSection } from '../matching/MatchSection';
import { PreviousDonations } from '../matching/PreviousDonations';
import { ProgrammeWarnings } from '../matching/ProgrammeWarnings';
import { RECORD_PATHS } from './paths';
import type { RecordKindSpec } from './types';

/** Bulk Add Contributions: campaign users who may add records (spec section 2). */
function BulkAddButton() {
  const user = useCurrentUser();
  const { openModal } = useModals();
  if (!canAddRecords(user.me.permissions) || user.campaignId === null) return null;
  const campaignId = user.campaignId;
  return (
    <Button variant="default" onClick={() => openModal('BulkImport', { campaignId })}>
      Bulk Add Contributions
    </Button>
  );
}

/** Matching is the city's review work: never loaded for campaign users or in edit mode. */
function MatchingReview({ record }: { record: ContributionRecord }) {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const reviewing = isGovernmentAdminView({
    permissions: user.me.permissions,
    assumed: user.assumed,
    pathname,
  });
  if (!reviewing) return null;
  return (
    <>
      {isPersonContributor(record.contributorType) && <MatchSection contributionId={record.id} />}
      <PreviousDonations
        contributionId={record.id}
        matchId={record.matchId}
        governmentId={record.governmentId}
      />
    </>
  );
}

export const contributionSpec: RecordKindSpec<
  'contributions',
  ContributionForm,
  ContributionStatus
> = {
  kind: 'contributions',
  noun: 'Contribution',
  listTitle: 'Contributions',
  newTitle: 'New Contribution',
  addLabel: 'Add New Contribution',
  emptyText: 'No Contributions',
  nameSearchLabel: 'Contributor name',
  onlyCampaignText: 'Only campaign users can add contributions.',
  listPath: RECORD_PATHS.contributions.list,
  newPath: RECORD_PATHS.contributions.new,
  statusText: (status) => CONTRIBUTION_STATUSES.labels[status] ?? status,
  parseStatus: parseContributionStatus,
  statusFilterOptions: CONTRIBUTION_STATUS_FILTER_OPTIONS,
  defaultSortField: 'date',
  columns: ({ header, campaignColumns, statusColumn }) => [
    { key: 'date', header: header('Contribution Date', 'date'), render: (row) => row.date },
    ...campaignColumns,
    { key: 'name', header: header('Name', 'name'), render: (row) => row.name },
    {
      key: 'oaeType',
      header: header('OAE Type', 'oaeType'),
      render: (row) => OAE_TYPES.labels[row.oaeType as OaeType] ?? row.oaeType,
    },
    {
      key: 'amount',
      header: header('Contribution Amount', 'amount'),
      render: (row) => <Money cents={dollarsToCents(row.amount)} />,
    },
    statusColumn,
    {
      key: 'match',
      header: 'Match',
      render: (row) =>
        row.matchAmount === null ? '' : <Money cents={dollarsToCents(row.matchAmount)} />,
    },
  ],
  ListActions: BulkAddButton,
  newForm: newContributionForm,
  formSchema: contributionFormSchema,
  toForm: toContributionForm,
  toPayload: toContributionPayload,
  createInput: (form, campaignId) => ({ ...toContributionPayload(form), campaignId }),
  flashCreateFailure: flashSaveFailure,
  fieldTables: contributionFields,
  readOnlyFor: (actor, record) =>
    isDetailReadOnly({ ...actor, kind: 'contribution', status: record.status }),
  actionsFor: (actor, record) =>
    availableContributionActions({
      ...actor,
      status: record.status,
      contributorType: record.contributorType,
      oaeType: record.oaeType,
    }),
  BeforeFields: ({ record }) => <ProgrammeWarnings contributionId={record.id} />,
  AfterFields: MatchingReview,
};
