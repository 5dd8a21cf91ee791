import type { CurrentUser } from '../../lib/current-user';

/** The users of the current campaign, or of the government for a government admin. */
export function usersListInput(user: CurrentUser) {
  if (user.campaignId !== null) return { campaignId: user.campaignId };
  return { governmentId: user.governmentId ?? undefined };
}
