import { Alert, Button, Stack, Text } from '@mantine/core';
import { AUTH_MESSAGES } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { describeFailure } from '../../lib/failure';
import { useTRPC } from '../../trpc';
import { AuthCard } from './AuthCard';

/** Invite landing page: reads invitationCode, campaign, government and email (spec section 2). */
export default function InvitationPage() {
  const trpc = useTRPC();
  const [params] = useSearchParams();
  const invitationCode = params.get('invitationCode') ?? '';
  const email = params.get('email');
  const organisation = params.get('campaign') || params.get('government');
  const invitation = useQuery(
    trpc.auth.invitation.queryOptions({ invitationCode }, { enabled: invitationCode !== '' }),
  );
  const invalid =
    invitationCode === '' ||
    (invitation.isError && describeFailure(invitation.error).code === 'NOT_FOUND');

  return (
    <AuthCard title="You're invited">
      <Stack>
        <Text>
          {email ? <strong>{email}</strong> : 'You'} {email ? 'has' : 'have'} been invited to join
          the {organisation ? <strong>{organisation}</strong> : 'Small Donor Elections'} portal.
        </Text>
        {invalid ? (
          <Alert color="red" title={AUTH_MESSAGES.invalidCode}>
            This invitation link is not valid any more. Ask the person who invited you to resend it.
          </Alert>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              Choose a password to finish creating your account.
            </Text>
            <Button
              component={Link}
              to={`/sign-up?${new URLSearchParams({ invitationCode }).toString()}`}
            >
              Sign up
            </Button>
          </>
        )}
      </Stack>
    </AuthCard>
  );
}
