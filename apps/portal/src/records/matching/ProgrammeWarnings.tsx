import { Alert, List } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../trpc';

/**
 * The programme limits this contribution's donor passes (per-donor, seed money, in-kind), for the
 * campaign before it submits and for city staff on review. A warning informs and never blocks a
 * save, so a failed lookup simply shows nothing.
 */
export function ProgrammeWarnings({ contributionId }: { contributionId: number }) {
  const trpc = useTRPC();
  const warnings = useQuery(
    trpc.matching.contributionWarnings.queryOptions({ id: contributionId }),
  );
  if (!warnings.data || warnings.data.length === 0) return null;
  return (
    <Alert color="yellow" title="Programme limits" mb="md">
      <List size="sm">
        {warnings.data.map((warning) => (
          <List.Item key={`${warning.code}:${warning.message}`}>{warning.message}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
