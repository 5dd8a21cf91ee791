import { Text } from '@mantine/core';

/** Said above a table that scrolls sideways on a phone, where nothing else shows that it does. */
export function ScrollHint() {
  return (
    <Text size="xs" c="dimmed" hiddenFrom="sm" mb={4} data-testid="scroll-hint">
      The first column stays; swipe the table sideways for more columns →
    </Text>
  );
}
