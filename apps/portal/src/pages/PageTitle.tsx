import { Text, Title } from '@mantine/core';
import { useEffect } from 'react';

/** The page heading; also names the browser tab. */
export function PageTitle({ children, mb = 'md' }: { children: string; mb?: string | number }) {
  useEffect(() => {
    document.title = `${children} - Small Donor Elections`;
  }, [children]);
  return (
    <Title order={2} mb={mb}>
      {children}
    </Title>
  );
}

/** Honest placeholder for parts that later issues build. */
export function NotAvailableYet({ what }: { what: string }) {
  return <Text c="dimmed">{what} not available yet.</Text>;
}
