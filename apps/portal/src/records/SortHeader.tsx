import { UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import type { Sort } from './list-state';

/** A column header that sorts the list by `field` on click. */
export function SortHeader<Field extends string>(props: {
  label: string;
  field: Field;
  sort: Sort<Field>;
  onSort: (field: Field) => void;
}) {
  const { label, field, sort, onSort } = props;
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
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
    >
      {label}
      <Icon size={14} aria-hidden />
    </UnstyledButton>
  );
}
