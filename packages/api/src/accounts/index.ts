/** What the server takes from accounts: the invitation limits' messages its REST answers repeat. */
export { INVITATION_MESSAGES } from './users/invitation-limit';
