import { Text } from '@mantine/core';
import { PageTitle } from '../PageTitle';

export const NotFoundPage = () => (
  <>
    <PageTitle>Page not found</PageTitle>
    <Text c="dimmed">There is no page at this address.</Text>
  </>
);
