/** Roles of spec section 6, as stored. */
export const ROLES = ['government_admin', 'campaign_admin', 'campaign_staff'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  government_admin: 'Government Admin',
  campaign_admin: 'Campaign Admin',
  campaign_staff: 'Campaign Staff',
};

/** The AddUser modal offers Admin or Staff to campaign admins (spec section 5). */
export const CAMPAIGN_INVITE_ROLE_CHOICES = [
  { value: 'campaign_admin', label: 'Admin' },
  { value: 'campaign_staff', label: 'Staff' },
] as const satisfies readonly { value: Role; label: string }[];

export const USER_STATUSES = ['invited', 'active'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
