import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/** Read-only detail pages: no pointer interaction and slightly faded (spec section 2). */
export function ReadOnlyArea({ readOnly, children }: { readOnly: boolean; children: ReactNode }) {
  return (
    <Box
      data-testid="record-fields"
      data-read-only={readOnly ? 'true' : 'false'}
      aria-disabled={readOnly || undefined}
      style={readOnly ? { pointerEvents: 'none', opacity: 0.6 } : undefined}
    >
      {children}
    </Box>
  );
}
