import type { Browser } from '../support/harness';

/** E-mails no other test of the file uses, and the invitation most tests send. */
export function invitationSteps(prefix = 'invitee') {
  let invitee = 0;
  return {
    newEmail: () => {
      invitee += 1;
      return `${prefix}${invitee}@example.org`;
    },
    /** A campaign admin invites Ada Lovelace to that campaign's staff. */
    inviteAdaAsStaff: (admin: Browser, campaignId: number, email: string) =>
      admin.call((caller) =>
        caller.users.invite({
          email,
          firstName: 'Ada',
          lastName: 'Lovelace',
          role: 'campaign_staff',
          campaignId,
        }),
      ),
  };
}
