import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A chart's or the map's data as text (WCAG 1.1.1), behind a native disclosure: closed by
 * default, reachable and opened by keyboard, read by screen readers either way.
 */
export function DataDisclosure({ summary, children }: { summary: string; children: ReactNode }) {
  return (
    <details>
      <summary>
        <Text component="span" size="sm" fw={600}>
          {summary}
        </Text>
      </summary>
      {children}
    </details>
  );
}
