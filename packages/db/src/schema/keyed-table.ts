import type { BuildExtraConfigColumns } from 'drizzle-orm';
import {
  type AnyPgColumn,
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
  pgTable,
  primaryKey,
} from 'drizzle-orm/pg-core';

type KeyedColumns<
  Name extends string,
  Columns extends Record<string, PgColumnBuilderBase>,
> = BuildExtraConfigColumns<Name, Columns, 'pg'>;

/**
 * A table whose primary key is made of its own columns (summaries, totals, the street index),
 * named `<table>_pkey` as PostgreSQL names it and the migrations spell it. `key` lists the key's
 * columns in the order the key sorts them; `more` adds the table's other indexes.
 */
export const keyedTable = <
  Name extends string,
  Columns extends Record<string, PgColumnBuilderBase>,
>(
  name: Name,
  columns: Columns,
  key: (table: KeyedColumns<Name, Columns>) => [AnyPgColumn, ...AnyPgColumn[]],
  more: (table: KeyedColumns<Name, Columns>) => PgTableExtraConfigValue[] = () => [],
) =>
  pgTable(name, columns, (table) => [
    primaryKey({ name: `${name}_pkey`, columns: key(table) }),
    ...more(table),
  ]);
