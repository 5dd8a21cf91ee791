import { Badge, Button, Group, Modal, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { RouterOutputs } from '@portal/api';
import { DateText, PagedTable, type PagedTableColumn } from '@portal/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { flashFailure, flashSuccess } from '../../../lib/flash';
import { useTRPC } from '../../../trpc';

type ListedToken = RouterOutputs['apiTokens']['list'][number];

const TOKENS_PER_PAGE = 10;

const moment = (value: Date | string | null, never: string) =>
  value === null ? never : <DateText value={value} format="activity" />;

/** Revoked and expired tokens stay listed, so their owner sees what happened to them. */
const expiry = (token: ListedToken) => {
  if (token.revoked) return <Badge color="gray">Revoked</Badge>;
  if (token.expired) return <Badge color="red">Expired</Badge>;
  return moment(token.expiresAt, 'Never');
};

const columns: PagedTableColumn<ListedToken>[] = [
  { key: 'name', header: 'Name', render: (token) => token.name },
  { key: 'prefix', header: 'Token', render: (token) => <code>{`${token.prefix}…`}</code> },
  { key: 'createdAt', header: 'Created', render: (token) => moment(token.createdAt, '') },
  { key: 'lastUsedAt', header: 'Last used', render: (token) => moment(token.lastUsedAt, 'Never') },
  { key: 'expiresAt', header: 'Expiry', render: expiry },
  {
    key: 'readOnly',
    header: 'Access',
    render: (token) => (token.readOnly ? 'Read-only' : 'Read and write'),
  },
];

/** The user's tokens with a Revoke action, confirmed first: scripts using it stop at once. */
export function ApiTokensTable({ tokens }: { tokens: readonly ListedToken[] }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const revoke = useMutation(trpc.apiTokens.revoke.mutationOptions());
  const [confirming, setConfirming] = useState<ListedToken | null>(null);

  const confirmRevoke = async (token: ListedToken) => {
    try {
      await revoke.mutateAsync({ id: token.id });
    } catch (error) {
      flashFailure('Unable to revoke API token', error);
      return;
    }
    await queryClient.invalidateQueries(trpc.apiTokens.list.pathFilter());
    flashSuccess(`API token "${token.name}" revoked`);
    setConfirming(null);
  };

  const revokeColumn: PagedTableColumn<ListedToken> = {
    key: 'revoke',
    header: <VisuallyHidden>Actions</VisuallyHidden>,
    render: (token) =>
      token.revoked ? null : (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          aria-label={`Revoke ${token.name}`}
          onClick={() => setConfirming(token)}
        >
          Revoke
        </Button>
      ),
  };

  return (
    <>
      <PagedTable
        columns={[...columns, revokeColumn]}
        rows={tokens}
        rowKey={(token) => token.id}
        emptyText="No API tokens"
        pageSizes={[TOKENS_PER_PAGE]}
        defaultPageSize={TOKENS_PER_PAGE}
        caption="Your API tokens"
      />
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title="Revoke API token"
      >
        {confirming && (
          <Stack>
            <Text>
              Revoke "{confirming.name}"? Scripts using it will stop working at once. This cannot be
              undone.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(null)}>
                Cancel
              </Button>
              <Button
                color="red"
                loading={revoke.isPending}
                onClick={() => void confirmRevoke(confirming)}
              >
                Revoke token
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
