import { Table, Text } from '@mantine/core';
import { type Key, type ReactNode, useState } from 'react';
import { PagerControls } from './PagerControls';
import {
  clampPage,
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  pageAfterSizeChange,
  pageWindow,
} from './paging';

export interface PagedTableColumn<Row> {
  key: string;
  header: ReactNode;
  render: (row: Row) => ReactNode;
}

/** Server paging: the rows are the current page only, the parent fetches on change. */
export interface ServerPaging {
  total: number;
  page: number;
  perPage: number;
  onChange: (page: number, perPage: number) => void;
}

export interface PagedTableProps<Row> {
  columns: readonly PagedTableColumn<Row>[];
  /** All rows (client paging) or the current page's rows (server paging). */
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  emptyText: string;
  pageSizes?: readonly number[];
  defaultPageSize?: number;
  /** When set the table pages on the server; otherwise it slices `rows` itself. */
  serverPaging?: ServerPaging;
  caption?: string;
}

export function PagedTable<Row>(props: PagedTableProps<Row>) {
  const { columns, rows, rowKey, emptyText, serverPaging, caption } = props;
  const pageSizes = props.pageSizes ?? PAGE_SIZES;
  const [clientPage, setClientPage] = useState(0);
  const [clientPerPage, setClientPerPage] = useState(props.defaultPageSize ?? DEFAULT_PAGE_SIZE);

  const total = serverPaging ? serverPaging.total : rows.length;
  const perPage = serverPaging ? serverPaging.perPage : clientPerPage;
  const page = clampPage(serverPaging ? serverPaging.page : clientPage, total, perPage);

  const changePaging = (nextPage: number, nextPerPage: number) => {
    const clamped = clampPage(nextPage, total, nextPerPage);
    if (serverPaging) {
      serverPaging.onChange(clamped, nextPerPage);
    } else {
      setClientPage(clamped);
      setClientPerPage(nextPerPage);
    }
  };

  const { start, end } = pageWindow(page, perPage, total);
  const visibleRows = serverPaging ? rows : rows.slice(start, end);

  return (
    <div>
      <Table.ScrollContainer minWidth={600}>
        <Table striped highlightOnHover>
          {caption && <Table.Caption>{caption}</Table.Caption>}
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.key}>{column.header}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {visibleRows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={columns.length}>
                  <Text c="dimmed" ta="center">
                    {emptyText}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              visibleRows.map((row) => (
                <Table.Tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <Table.Td key={column.key}>{column.render(row)}</Table.Td>
                  ))}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <PagerControls
        page={page}
        perPage={perPage}
        total={total}
        pageSizes={pageSizes}
        onPageChange={(nextPage) => changePaging(nextPage, perPage)}
        onPerPageChange={(nextPerPage) =>
          changePaging(pageAfterSizeChange(page, perPage, nextPerPage), nextPerPage)
        }
      />
    </div>
  );
}
