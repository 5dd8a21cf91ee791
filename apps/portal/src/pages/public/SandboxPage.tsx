import { Text } from '@mantine/core';
import { PageTitle } from '../PageTitle';

export default function SandboxPage() {
  return (
    <>
      <PageTitle>Sandbox</PageTitle>
      <Text c="dimmed">This page is a placeholder.</Text>
    </>
  );
}
