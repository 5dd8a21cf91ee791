import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../trpc';
import { AlertCodePage } from './AlertCodePage';

/** `/alerts/confirm?code=...`: the confirmation e-mail's link (the double opt-in). */
export default function ConfirmAlertsPage() {
  const trpc = useTRPC();
  const confirm = useMutation(trpc.alerts.confirm.mutationOptions());
  return (
    <AlertCodePage
      title="Confirm alerts"
      explanation="Confirm that this address should get daily e-mails of new public activity."
      action="Confirm alerts"
      send={(code) => confirm.mutateAsync({ code })}
      pending={confirm.isPending}
    />
  );
}
