import { Group, Text } from '@mantine/core';
import { Money } from '@portal/ui';

/** A dashboard card's line of money: what it is at the left, the amount at the right. */
export function MoneyLine({ label, cents }: { label: string; cents: number }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm">{label}</Text>
      <Text size="sm" fw={600}>
        <Money cents={cents} />
      </Text>
    </Group>
  );
}
