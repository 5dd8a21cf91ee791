import { UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import type { Sort } from './list-state';

/** 'sorted descending' or 'sorted ascending', for screen readers, who cannot see the arrow. */
export const sortStateText = (sort: Sort<string>) =>
  sort.direction === 'DESC' ? 'sorted descending' : 'sorted ascending';

/**
 * A column header that sorts the list by `field` on click. The sorted column is described by
 * `stateId`, an element reading `sortStateText` (kept outside the header so its text stays the
 * column's name).
 */
export function SortHeader<Field extends string>(props: {
  label: string;
  field: Field;
  sort: Sort<Field>;
  onSort: (field: Field) => void;
  stateId?: string;
}) {
  const { label, field, sort, onSort, stateId } = props;
  const active = sort.field === field;
  const Icon = !active ? IconArrowsSort : sort.direction === 'DESC' ? IconArrowDown : IconArrowUp;
  return (
    <UnstyledButton
      onClick={() => onSort(field)}
      fw={600}
      fz="sm"
      // A touch target of at least 24 px (WCAG 2.5.8).
      mih={24}
      aria-label={`Sort by ${label}`}
      aria-describedby={active ? stateId : undefined}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
    >
      {label}
      <Icon size={14} aria-hidden />
    </UnstyledButton>
  );
}
