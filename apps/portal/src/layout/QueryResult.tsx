import { Alert } from '@mantine/core';
import { PagedTable, type PagedTableColumn } from '@portal/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describeFailure } from '../lib/failure';
import { PageLoader } from './PublicLayout';

/** A page's main query: the loader while it runs, its failure in red, else `children`. */
export function QueryResult({
  query,
  children,
}: {
  query: Pick<UseQueryResult<unknown, unknown>, 'isPending' | 'isError' | 'error'>;
  children: ReactNode;
}) {
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <Alert color="red">{describeFailure(query.error).message}</Alert>;
  return children;
}

/** A list page's query shown as a paged table of its rows, by id; one page size when given. */
export function QueryTable<Row extends { id: number }>(props: {
  query: Pick<UseQueryResult<unknown, unknown>, 'isPending' | 'isError' | 'error'> & {
    data?: Row[] | undefined;
  };
  columns: PagedTableColumn<Row>[];
  emptyText: string;
  pageSize?: number;
}) {
  const { pageSize } = props;
  return (
    <QueryResult query={props.query}>
      <PagedTable
        columns={props.columns}
        rows={props.query.data ?? []}
        rowKey={(row) => row.id}
        emptyText={props.emptyText}
        pageSizes={pageSize === undefined ? undefined : [pageSize]}
        defaultPageSize={pageSize}
      />
    </QueryResult>
  );
}
