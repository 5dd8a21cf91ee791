import { Card, Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageTitle } from '../PageTitle';

/** The narrow card every password and sign-in page sits in. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container size={460} px={0} mt="xl">
      <Card withBorder shadow="sm" padding="lg">
        <PageTitle>{title}</PageTitle>
        {children}
      </Card>
    </Container>
  );
}
