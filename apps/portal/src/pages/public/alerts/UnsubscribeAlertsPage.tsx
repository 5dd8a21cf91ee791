import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../trpc';
import { AlertCodePage } from './AlertCodePage';

/** `/alerts/unsubscribe?code=...`: a digest's unsubscribe link, opened in a browser. */
export default function UnsubscribeAlertsPage() {
  const trpc = useTRPC();
  const unsubscribe = useMutation(trpc.alerts.unsubscribe.mutationOptions());
  return (
    <AlertCodePage
      title="Unsubscribe from alerts"
      explanation="Stop every alert e-mail to this address. Nothing else to confirm."
      action="Unsubscribe"
      send={(code) => unsubscribe.mutateAsync({ code })}
      pending={unsubscribe.isPending}
    />
  );
}
