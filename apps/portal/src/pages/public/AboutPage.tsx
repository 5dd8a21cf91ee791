import { Text } from '@mantine/core';
import { PageTitle } from '../PageTitle';

export default function AboutPage() {
  return (
    <>
      <PageTitle>About</PageTitle>
      <Text c="dimmed">This page is a placeholder.</Text>
    </>
  );
}
