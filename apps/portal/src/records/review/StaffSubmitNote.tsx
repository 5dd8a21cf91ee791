import { Alert } from '@mantine/core';
import type { Role } from '@portal/domain';

/**
 * Campaign staff have no Submit button (spec section 6: staff cannot submit); a draft says so in
 * words, so nobody looks for the button that is not there. A note, not an alert: it is there
 * from the start and nothing went wrong, so screen readers need not interrupt for it.
 */
export function StaffSubmitNote(props: { role: Role; status: string; noun: string }) {
  if (props.role !== 'campaign_staff' || props.status !== 'draft') return null;
  const noun = props.noun.toLowerCase();
  return (
    <Alert role="note" color="blue" variant="light" mb="md" data-testid="staff-submit-note">
      A campaign admin submits this {noun} to the city. Save your changes as a draft; your campaign
      admin then reviews and submits it.
    </Alert>
  );
}
