import {
  canInviteUsers,
  holdsRole,
  isGovernmentAdmin,
  type PermissionLike,
  primaryPermission,
} from './permission';

const DETAIL_ROUTE = /^\/(contributions|expenses)\/\d+\/?$/;

/** A contribution or expense detail page, e.g. /contributions/12 (not /contributions/add). */
export const isDetailRoute = (pathname: string): boolean => DETAIL_ROUTE.test(pathname);

export interface ViewInput {
  permissions: readonly PermissionLike[];
  assumed: boolean;
  pathname: string;
}

/**
 * Government admin view: holds government_admin and is not assuming while on a contribution or
 * expense detail route (spec section 4, "Edit mode").
 */
export const isGovernmentAdminView = ({ permissions, assumed, pathname }: ViewInput): boolean =>
  holdsRole(permissions, 'government_admin') && !(assumed && isDetailRoute(pathname));

/** Campaign admin view: holds campaign_admin, or is assuming on a detail route. */
export const isCampaignAdminView = ({ permissions, assumed, pathname }: ViewInput): boolean =>
  holdsRole(permissions, 'campaign_admin') || (assumed && isDetailRoute(pathname));

/** Edit mode exists only for government admins; it is off for everyone else. */
export const canAssume = (permissions: readonly PermissionLike[]): boolean =>
  holdsRole(permissions, 'government_admin');

export interface NavigationLink {
  key:
    | 'dashboard'
    | 'contributions'
    | 'expenses'
    | 'campaigns'
    | 'publicFunds'
    | 'settings'
    | 'publicView';
  label: string;
  to: string;
}

export interface Sidebar {
  title: string;
  links: NavigationLink[];
}

/**
 * Sidebar (spec section 2): Dashboard and Settings hidden when assumed; Campaigns and Public funds
 * (the programme's settings and payment runs) for a government admin not assuming. Title 'City Portal' for a government admin, 'Campaign Edit' when assumed,
 * else the campaign name (default 'Campaign').
 */
export const sidebarLinks = ({
  permissions,
  assumed,
}: {
  permissions: readonly PermissionLike[];
  assumed: boolean;
}): Sidebar => {
  const governmentAdmin = isGovernmentAdmin(permissions);
  const editing = assumed && governmentAdmin;
  const title = editing
    ? 'Campaign Edit'
    : governmentAdmin
      ? 'City Portal'
      : primaryPermission(permissions)?.campaignName || 'Campaign';
  const links: NavigationLink[] = [];
  if (!editing) links.push({ key: 'dashboard', label: 'Dashboard', to: '/dashboard' });
  links.push({ key: 'contributions', label: 'Contributions', to: '/contributions' });
  links.push({ key: 'expenses', label: 'Expenses', to: '/expenses' });
  if (governmentAdmin && !editing) {
    links.push({ key: 'campaigns', label: 'Campaigns', to: '/campaigns' });
    links.push({ key: 'publicFunds', label: 'Public funds', to: '/public-funds' });
  }
  if (!editing) links.push({ key: 'settings', label: 'Settings', to: '/settings' });
  links.push({ key: 'publicView', label: 'Public View', to: '/' });
  return { title, links };
};

export interface QuickLink {
  key: 'addContribution' | 'addExpense' | 'inviteUser' | 'resetPassword';
  label: string;
  /** Route to open; Invite User opens the AddUser modal instead. */
  to: string | null;
}

/** Dashboard quick links (spec section 2); Invite User only for those who may invite (section 6). */
export const quickLinks = (permissions: readonly PermissionLike[]): QuickLink[] => {
  const shared: QuickLink[] = [
    ...(canInviteUsers(permissions)
      ? [{ key: 'inviteUser', label: 'Invite User', to: null } as const]
      : []),
    { key: 'resetPassword', label: 'Reset Password', to: '/reset-password' },
  ];
  if (isGovernmentAdmin(permissions)) return shared;
  return [
    { key: 'addContribution', label: 'Add Contribution', to: '/contributions/add' },
    { key: 'addExpense', label: 'Add Expense', to: '/expenses/new' },
    ...shared,
  ];
};
