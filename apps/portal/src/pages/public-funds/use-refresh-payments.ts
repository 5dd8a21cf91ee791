import { useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../trpc';

/**
 * After a payments write: every answer about payments may have changed (runs, settings,
 * statements and each campaign's standing), so all of them are fetched again.
 */
export function useRefreshPayments() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [
        trpc.paymentRuns.pathFilter(),
        trpc.paymentSettings.pathFilter(),
        trpc.paymentStatements.pathFilter(),
        trpc.payments.pathFilter(),
      ].map((filter) => queryClient.invalidateQueries(filter)),
    );
}
