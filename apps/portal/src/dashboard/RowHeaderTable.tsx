import { Table, type TableProps } from '@mantine/core';
import type { ReactNode } from 'react';
import './dashboard-tables.css';
import { columnsFirst, useNarrowScreen } from './phone-tables';
import { ScrollHint } from './ScrollHint';

export interface TableColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

/**
 * A dashboard table, one row per thing counted: the first column names the row (a row header for
 * screen readers), the others are its figures. On a phone it scrolls sideways under its first
 * column, with the `phoneFirst` figures (the money) brought to the front.
 */
export function RowHeaderTable<Row>(props: {
  label: string;
  minWidth: number;
  columns: [TableColumn<Row>, ...TableColumn<Row>[]];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  tableProps?: TableProps;
  /** Headers of the figures a phone shows first, in this order. */
  phoneFirst?: readonly string[];
}) {
  const narrow = useNarrowScreen();
  const [named, ...allFigures] = props.columns;
  const figures = narrow
    ? columnsFirst(allFigures, props.phoneFirst ?? [], (column) => column.header)
    : allFigures;
  return (
    <div className="dashboard-table">
      <ScrollHint />
      <Table.ScrollContainer minWidth={props.minWidth}>
        <Table aria-label={props.label} {...props.tableProps}>
          <Table.Thead>
            <Table.Tr>
              {[named, ...figures].map((column) => (
                <Table.Th key={column.header} scope="col">
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.rows.map((row) => (
              <Table.Tr key={props.rowKey(row)}>
                <Table.Th scope="row">{named.cell(row)}</Table.Th>
                {figures.map((column) => (
                  <Table.Td key={column.header}>{column.cell(row)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </div>
  );
}
