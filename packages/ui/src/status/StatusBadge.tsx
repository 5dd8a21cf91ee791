import { Badge, type MantineColor } from '@mantine/core';
import { titleCase } from '../text/title-case';

// Statuses arrive in both cases (spec section 3: "lower-case variants also appear").
const STATUS_COLORS: Record<string, MantineColor> = {
  draft: 'gray',
  submitted: 'blue',
  archived: 'dark',
  awaiting: 'yellow',
  processed: 'green',
  in_compliance: 'green',
  out_of_compliance: 'red',
  invited: 'yellow',
  active: 'green',
};

export interface StatusBadgeProps {
  status: string;
}

export function StatusBadge({ status }: StatusBadgeProps) {
  const color = STATUS_COLORS[status.toLowerCase().replaceAll(' ', '_')] ?? 'gray';
  return (
    <Badge color={color} variant="light">
      {titleCase(status)}
    </Badge>
  );
}
