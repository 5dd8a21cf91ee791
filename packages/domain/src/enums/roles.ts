import { choiceList, type Role } from './lists';

/** Roles of spec section 6, as stored. */
export const ROLES = choiceList('role');

/** The AddUser modal offers Admin or Staff to campaign admins (spec section 5). */
export const CAMPAIGN_INVITE_ROLE_CHOICES = [
  { value: 'campaign_admin', label: 'Admin' },
  { value: 'campaign_staff', label: 'Staff' },
] as const satisfies readonly { value: Role; label: string }[];

export const USER_STATUSES = ['invited', 'active'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
