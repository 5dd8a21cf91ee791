/** `donor:{id}`: how a donor identity (a donor outside the voter file) appears as a match id. */
export const donorIdentityMatchId = (donorIdentityId: number): string => `donor:${donorIdentityId}`;
