import { Button, Group, Text } from '@mantine/core';
import {
  type CONTRIBUTION_SORT_FIELDS,
  CONTRIBUTION_STATUS_FILTER_OPTIONS,
  CONTRIBUTION_STATUS_LABELS,
  type ContributionStatus,
  canAddRecords,
  dollarsToCents,
  OAE_TYPE_LABELS,
  type OaeType,
  parseContributionStatus,
} from '@portal/domain';
import { Money, PagedTable, type PagedTableColumn, StatusBadge } from '@portal/ui';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../lib/session';
import { useModals } from '../../modals/ModalProvider';
import type { ContributionRow } from '../../records/api';
import { FilterBar } from '../../records/FilterBar';
import { ExportButtons } from '../../records/ListToolbar';
import { useRecordListState } from '../../records/list-state';
import { SortHeader } from '../../records/SortHeader';
import { useListScope, useRecordList } from '../../records/use-list-query';
import { PageTitle } from '../PageTitle';

type SortField = (typeof CONTRIBUTION_SORT_FIELDS)[number];

/** Contribution list (spec section 2). */
export default function ContributionsPage() {
  // A status link (e.g. from the dashboard or the sidebar) starts the list afresh.
  const [searchParams] = useSearchParams();
  return <ContributionsList key={searchParams.get('status') ?? ''} />;
}

function ContributionsList() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { openModal } = useModals();
  const scope = useListScope();
  const list = useRecordListState<ContributionStatus, SortField>({
    parseStatus: parseContributionStatus,
    defaultSortField: 'date',
  });
  const input = list.request(scope);
  const query = useRecordList<ContributionRow>('contributions', input);
  const showCampaign = user.isGovernmentAdmin;
  const canAdd = canAddRecords(user.me.permissions);

  const header = (label: string, field: SortField) => (
    <SortHeader label={label} field={field} sort={list.sort} onSort={list.toggleSort} />
  );
  const columns: PagedTableColumn<ContributionRow>[] = [
    { key: 'date', header: header('Contribution Date', 'date'), render: (row) => row.date },
    ...(showCampaign
      ? [
          {
            key: 'campaign',
            header: header('Campaign', 'campaignName'),
            render: (row: ContributionRow) => row.campaignName,
          },
        ]
      : []),
    { key: 'name', header: header('Name', 'name'), render: (row) => row.name },
    {
      key: 'oaeType',
      header: header('OAE Type', 'oaeType'),
      render: (row) => OAE_TYPE_LABELS[row.oaeType as OaeType] ?? row.oaeType,
    },
    {
      key: 'amount',
      header: header('Contribution Amount', 'amount'),
      render: (row) => <Money cents={dollarsToCents(row.amount)} />,
    },
    {
      key: 'status',
      header: header('Status', 'status'),
      render: (row) => (
        <StatusBadge status={CONTRIBUTION_STATUS_LABELS[row.status] ?? row.status} />
      ),
    },
    {
      key: 'match',
      header: 'Match',
      render: (row) =>
        row.matchAmount === null ? '' : <Money cents={dollarsToCents(row.matchAmount)} />,
    },
    {
      key: 'view',
      header: '',
      render: (row) => (
        <Button size="xs" variant="light" onClick={() => navigate(`/contributions/${row.id}`)}>
          View
        </Button>
      ),
    },
  ];

  return (
    <>
      <Group justify="space-between" align="flex-start">
        <PageTitle>Contributions</PageTitle>
        <Group gap="xs">
          {canAdd && user.campaignId !== null && (
            <Button
              variant="default"
              onClick={() => openModal('BulkImport', { campaignId: user.campaignId ?? 0 })}
            >
              Bulk Add Contributions
            </Button>
          )}
          {canAdd && (
            <Button component={Link} to="/contributions/add">
              Add New Contribution
            </Button>
          )}
        </Group>
      </Group>
      <Group justify="space-between" align="flex-end">
        <FilterBar
          statusOptions={CONTRIBUTION_STATUS_FILTER_OPTIONS}
          parseStatus={parseContributionStatus}
          applied={list.filter}
          onApply={list.applyFilter}
        />
        <ExportButtons kind="contributions" scope={input} />
      </Group>
      {query.isError ? (
        <Text c="red">Error - {query.error.message}</Text>
      ) : (
        <PagedTable
          columns={columns}
          rows={query.data?.data ?? []}
          rowKey={(row) => row.id}
          emptyText={query.isPending ? 'Loading...' : 'No Contributions'}
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
