import { useMediaQuery } from '@mantine/hooks';

/** Phones and other narrow screens: where the dashboard's tables scroll inside their boxes. */
export const NARROW_SCREEN = '(max-width: 48em)';

export const useNarrowScreen = () => useMediaQuery(NARROW_SCREEN) ?? false;

/**
 * The columns with the named ones moved to the front, in the order named, the rest after them as
 * they were: on a phone the money comes right after the name, before the columns that scroll off.
 */
export function columnsFirst<Column>(
  columns: readonly Column[],
  first: readonly string[],
  nameOf: (column: Column) => string,
): Column[] {
  const rank = (column: Column) => {
    const index = first.indexOf(nameOf(column));
    return index === -1 ? first.length : index;
  };
  return columns
    .map((column, position) => ({ column, position }))
    .sort((a, b) => rank(a.column) - rank(b.column) || a.position - b.position)
    .map(({ column }) => column);
}
