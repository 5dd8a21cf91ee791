import { Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { canAddRecords } from '@portal/domain';
import { type PagedTableColumn, StatusBadge } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { campaignSelectOptions } from '../../lib/campaign-options';
import { useCurrentUser } from '../../lib/session';
import type { RecordCollection, RowOf } from '../../records/api';
import { FilterBar } from '../../records/FilterBar';
import { renderForKind } from '../../records/kinds';
import type { FormValues, RecordKindSpec } from '../../records/kinds/types';
import { ExportButtons } from '../../records/ListToolbar';
import { useRecordListState } from '../../records/list-state';
import { RecordRows } from '../../records/RecordRows';
import { SortHeader, sortStateText } from '../../records/SortHeader';
import { useListScope, useRecordList } from '../../records/use-list-query';
import { useTRPC } from '../../trpc';
import { PageTitle } from '../PageTitle';

/** The contribution and expense lists (spec section 2). */
export default function RecordListPage({ kind }: { kind: RecordCollection }) {
  // A status link (e.g. from the dashboard or the sidebar) starts the list afresh.
  const [searchParams] = useSearchParams();
  return renderForKind(kind, (spec) => (
    <RecordList key={`${kind}-${searchParams.get('status') ?? ''}`} spec={spec} />
  ));
}

function RecordList<Kind extends RecordCollection, Form extends FormValues, Status extends string>({
  spec,
}: {
  spec: RecordKindSpec<Kind, Form, Status>;
}) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const scope = useListScope();
  const list = useRecordListState<Status, string>({
    parseStatus: spec.parseStatus,
    defaultSortField: spec.defaultSortField,
  });
  const input = list.request(scope);
  const query = useRecordList(spec.kind, input);
  // A government admin reviewing every campaign picks one, or searches a name, across them.
  const reviewing = user.isGovernmentAdmin && !user.assumed && scope.governmentId !== undefined;
  const trpc = useTRPC();
  const campaigns = useQuery({
    ...trpc.campaigns.list.queryOptions({ governmentId: scope.governmentId ?? 0 }),
    enabled: reviewing,
  });
  const canAdd = canAddRecords(user.me.permissions);
  const statusText = (row: RowOf<Kind>) => spec.statusText(row.status as Status);

  // The sortable columns, also offered as a 'Sort by' choice where the table gives way to rows.
  const sortFields: { label: string; field: string }[] = [];
  const sortStateId = useId();
  const header = (label: string, field: string) => {
    sortFields.push({ label, field });
    return (
      <SortHeader
        label={label}
        field={field}
        sort={list.sort}
        onSort={list.toggleSort}
        stateId={sortStateId}
      />
    );
  };
  const columns: PagedTableColumn<RowOf<Kind>>[] = [
    ...spec.columns({
      header,
      campaignColumns: user.isGovernmentAdmin
        ? [
            {
              key: 'campaign',
              header: header('Campaign', 'campaignName'),
              render: (row) => row.campaignName,
            },
          ]
        : [],
      statusColumn: {
        key: 'status',
        header: header('Status', 'status'),
        render: (row) => <StatusBadge status={statusText(row)} />,
      },
    }),
    {
      key: 'view',
      header: '',
      render: (row) => (
        <Button size="xs" variant="light" onClick={() => navigate(`${spec.listPath}/${row.id}`)}>
          View
        </Button>
      ),
    },
  ];

  return (
    <>
      <Group justify="space-between" align="flex-start">
        <PageTitle>{spec.listTitle}</PageTitle>
        <Group gap="xs">
          {spec.ListActions && <spec.ListActions />}
          {canAdd && (
            <Button component={Link} to={spec.newPath}>
              {spec.addLabel}
            </Button>
          )}
        </Group>
      </Group>
      <Group justify="space-between" align="flex-end" gap="xs">
        <FilterBar
          statusOptions={spec.statusFilterOptions}
          parseStatus={spec.parseStatus}
          statusLabel={spec.statusText}
          applied={list.filter}
          onApply={list.applyFilter}
          reviewer={
            reviewing
              ? { campaigns: campaignSelectOptions(campaigns), nameLabel: spec.nameSearchLabel }
              : undefined
          }
        />
        <ExportButtons kind={spec.kind} scope={input} />
      </Group>
      <VisuallyHidden id={sortStateId}>{sortStateText(list.sort)}</VisuallyHidden>
      {query.isError ? (
        <Text c="red">Error - {query.error.message}</Text>
      ) : (
        <RecordRows
          label={spec.listTitle}
          columns={columns}
          rows={query.data?.data ?? []}
          emptyText={query.isPending ? 'Loading...' : spec.emptyText}
          paging={{
            total: query.data?.total ?? 0,
            page: list.paging.page,
            perPage: list.paging.perPage,
            onChange: list.changePaging,
          }}
          statusText={statusText}
          viewPath={(row) => `${spec.listPath}/${row.id}`}
          showCampaign={user.isGovernmentAdmin}
          sort={{ fields: sortFields, value: list.sort, onChange: list.setSort }}
        />
      )}
    </>
  );
}
