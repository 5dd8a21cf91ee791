import { Alert, Card, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageLoader } from '../../../layout/PublicLayout';
import { describeFailure } from '../../../lib/failure';
import { useTRPC } from '../../../trpc';
import { ApiTokensTable } from './ApiTokensTable';
import { CreateApiTokenForm, type CreatedApiToken } from './CreateApiTokenForm';
import { NewApiTokenModal } from './NewApiTokenModal';

/**
 * Settings, for every signed-in user: personal API tokens for scripts, which act as the
 * user with the user's current permissions.
 */
export function ApiTokensCard() {
  const trpc = useTRPC();
  const tokens = useQuery(trpc.apiTokens.list.queryOptions());
  const [created, setCreated] = useState<CreatedApiToken | null>(null);

  return (
    <Card withBorder mt="xl" component="section" aria-labelledby="api-tokens-title">
      <Stack>
        <Title order={2} size="h3" id="api-tokens-title">
          API tokens
        </Title>
        <Text size="sm">
          A script can call the portal's API with a token instead of your password. It acts as you,
          with your current permissions; a read-only token can never change anything.
        </Text>
        <Title order={3} size="h4" id="new-api-token-title">
          New token
        </Title>
        <CreateApiTokenForm onCreated={setCreated} />
        {tokens.isPending ? (
          <PageLoader />
        ) : tokens.isError ? (
          <Alert color="red">{describeFailure(tokens.error).message}</Alert>
        ) : (
          <ApiTokensTable tokens={tokens.data} />
        )}
      </Stack>
      <NewApiTokenModal token={created} onClose={() => setCreated(null)} />
    </Card>
  );
}
