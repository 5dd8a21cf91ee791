import { Alert, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { describeFailure } from '../../lib/failure';
import { useTRPC } from '../../trpc';

const formatCount = (value: number) => value.toLocaleString('en-US');

/**
 * Settings, government admins only: where the addresses of contributions and external filings
 * stand on the public map, and a retry for the ones that could not be placed.
 */
export function GeocodingCard({ governmentId }: { governmentId: number }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const statusOptions = trpc.geocoding.status.queryOptions(
    { governmentId },
    // Addresses are placed in the background; the counts follow without a reload.
    { refetchInterval: 5000 },
  );
  const status = useQuery(statusOptions);
  const retry = useMutation(
    trpc.geocoding.retry.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: statusOptions.queryKey }),
    }),
  );

  return (
    <Card withBorder mt="xl" component="section" aria-labelledby="geocoding-title">
      <Stack>
        <Title order={2} size="h3" id="geocoding-title">
          Map placement of addresses
        </Title>
        {status.error && <Alert color="red">{describeFailure(status.error).message}</Alert>}
        {status.data && (
          <>
            <List size="sm" data-testid="geocoding-counts">
              <List.Item>{`Waiting to be placed: ${formatCount(status.data.waiting)}`}</List.Item>
              <List.Item>{`Placed at the address: ${formatCount(status.data.placed.address)}`}</List.Item>
              <List.Item>{`Placed at the ZIP code's centre: ${formatCount(status.data.placed.zip)}`}</List.Item>
              <List.Item>{`Cannot be placed: ${formatCount(status.data.unplaceable)}`}</List.Item>
            </List>
            {status.data.unplaceableReasons.length > 0 && (
              <Stack gap={4}>
                <Text size="sm" fw={600}>
                  Why addresses cannot be placed:
                </Text>
                <List size="sm">
                  {status.data.unplaceableReasons.map((reason) => (
                    <List.Item key={reason.reason}>
                      {`${reason.reason || 'No reason recorded'}: ${formatCount(reason.count)}`}
                    </List.Item>
                  ))}
                </List>
              </Stack>
            )}
          </>
        )}
        {retry.data && (
          <Alert color="green">{`${formatCount(retry.data.queued)} addresses queued again.`}</Alert>
        )}
        {retry.error && <Alert color="red">{describeFailure(retry.error).message}</Alert>}
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={() => retry.mutate({ governmentId })}
            loading={retry.isPending}
            disabled={!status.data || status.data.unplaceable === 0}
          >
            Retry unplaceable addresses
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
