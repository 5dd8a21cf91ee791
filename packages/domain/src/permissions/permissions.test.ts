import { describe, expect, it } from 'vitest';
import type { Role } from '../enums/lists';
import { canInvite, fixedInviteRole, type InviteTarget, inviteOrganisation } from './invite';
import {
  canAddRecords,
  canManageUsers,
  canViewCampaign,
  canViewGovernment,
  isAdmin,
  type PermissionLike,
  primaryPermission,
} from './permission';
import {
  isCampaignAdminView,
  isDetailRoute,
  isGovernmentAdminView,
  quickLinks,
  sidebarLinks,
} from './views';

const governmentAdmin: PermissionLike = {
  role: 'government_admin',
  governmentId: 1,
  campaignId: null,
};
const campaignAdmin: PermissionLike = {
  role: 'campaign_admin',
  governmentId: 1,
  campaignId: 10,
  campaignName: 'Smith for Mayor 2024',
};
const campaignStaff: PermissionLike = { role: 'campaign_staff', governmentId: 1, campaignId: 10 };

describe('admin rules', () => {
  it.each([
    [[governmentAdmin], true],
    [[campaignAdmin], true],
    [[campaignStaff], false],
    [[campaignStaff, campaignAdmin], false],
    [[campaignAdmin, campaignStaff], true],
    [[], false],
  ])('isAdmin(%j) is %s: only the first permission counts', (permissions, admin) => {
    expect(isAdmin(permissions)).toBe(admin);
    expect(canManageUsers(permissions)).toBe(admin);
  });

  it('takes the first permission as primary', () => {
    expect(primaryPermission([campaignStaff, governmentAdmin])).toBe(campaignStaff);
    expect(primaryPermission([])).toBeNull();
  });

  it.each([
    [[governmentAdmin], false],
    [[campaignAdmin], true],
    [[campaignStaff], true],
  ])('canAddRecords(%j) is %s', (permissions, allowed) => {
    expect(canAddRecords(permissions)).toBe(allowed);
  });

  it.each([
    [[governmentAdmin], { id: 10, governmentId: 1 }, true],
    [[governmentAdmin], { id: 10, governmentId: 2 }, false],
    [[campaignStaff], { id: 10, governmentId: 1 }, true],
    [[campaignStaff], { id: 11, governmentId: 1 }, false],
  ])('canViewCampaign(%j, %j) is %s', (permissions, campaign, allowed) => {
    expect(canViewCampaign(permissions, campaign)).toBe(allowed);
  });

  it.each([
    [[governmentAdmin], 1, true],
    [[governmentAdmin], 2, false],
    [[campaignAdmin], 1, false],
  ])('canViewGovernment(%j, %d) is %s', (permissions, governmentId, allowed) => {
    expect(canViewGovernment(permissions, governmentId)).toBe(allowed);
  });
});

describe('canInvite', () => {
  const target = (role: Role, campaignId: number | null, governmentId = 1): InviteTarget => ({
    role,
    campaignId,
    governmentId,
  });

  it.each([
    [campaignStaff, target('campaign_staff', 10), false],
    [campaignStaff, target('campaign_admin', 10), false],
    [campaignAdmin, target('campaign_staff', 10), true],
    [campaignAdmin, target('campaign_admin', 10), true],
    [campaignAdmin, target('campaign_staff', 11), false],
    [campaignAdmin, target('government_admin', null), false],
    [campaignAdmin, target('campaign_admin', null), false],
    [governmentAdmin, target('government_admin', null), true],
    [governmentAdmin, target('government_admin', null, 2), false],
    [governmentAdmin, target('government_admin', 10), false],
    [governmentAdmin, target('campaign_admin', 10), true],
    [governmentAdmin, target('campaign_admin', 10, 2), false],
    [governmentAdmin, target('campaign_staff', 10), false],
    [governmentAdmin, target('campaign_admin', null), false],
  ] satisfies [PermissionLike, InviteTarget, boolean][])(
    '%j inviting %j: %s',
    (inviter, invited, allowed) => {
      expect(canInvite(inviter, invited)).toBe(allowed);
    },
  );

  it('invites to the current campaign when set, else to the government', () => {
    expect(inviteOrganisation({ campaignId: 10, governmentId: 1 })).toEqual({
      type: 'campaign',
      campaignId: 10,
    });
    expect(inviteOrganisation({ campaignId: null, governmentId: 1 })).toEqual({
      type: 'government',
      governmentId: 1,
    });
  });

  it('fixes the role of a government admin invite; campaign admins choose', () => {
    expect(fixedInviteRole(governmentAdmin, { type: 'government', governmentId: 1 })).toBe(
      'government_admin',
    );
    expect(fixedInviteRole(governmentAdmin, { type: 'campaign', campaignId: 10 })).toBe(
      'campaign_admin',
    );
    expect(fixedInviteRole(campaignAdmin, { type: 'campaign', campaignId: 10 })).toBeNull();
  });
});

describe('views', () => {
  it.each([
    ['/contributions/12', true],
    ['/expenses/7/', true],
    ['/contributions/add', false],
    ['/expenses/new', false],
    ['/contributions', false],
  ])('%s is a detail route: %s', (pathname, detail) => {
    expect(isDetailRoute(pathname)).toBe(detail);
  });

  it.each([
    [[governmentAdmin], false, '/contributions/12', true, false],
    [[governmentAdmin], true, '/contributions/12', false, true],
    [[governmentAdmin], true, '/contributions', true, false],
    [[campaignAdmin], false, '/expenses/3', false, true],
    [[campaignStaff], false, '/expenses/3', false, false],
  ])(
    '%j assumed %s on %s: government view %s, campaign admin view %s',
    (permissions, assumed, pathname, governmentView, campaignView) => {
      expect(isGovernmentAdminView({ permissions, assumed, pathname })).toBe(governmentView);
      expect(isCampaignAdminView({ permissions, assumed, pathname })).toBe(campaignView);
    },
  );

  it.each([
    [
      [governmentAdmin],
      false,
      'City Portal',
      [
        'Dashboard',
        'Contributions',
        'Expenses',
        'Campaigns',
        'Public funds',
        'Settings',
        'Public View',
      ],
    ],
    [[governmentAdmin], true, 'Campaign Edit', ['Contributions', 'Expenses', 'Public View']],
    [
      [campaignAdmin],
      false,
      'Smith for Mayor 2024',
      ['Dashboard', 'Contributions', 'Expenses', 'Settings', 'Public View'],
    ],
    [
      [campaignStaff],
      false,
      'Campaign',
      ['Dashboard', 'Contributions', 'Expenses', 'Settings', 'Public View'],
    ],
  ])('sidebar for %j assumed %s: %s %j', (permissions, assumed, title, links) => {
    const sidebar = sidebarLinks({ permissions, assumed });
    expect(sidebar.title).toBe(title);
    expect(sidebar.links.map((link) => link.label)).toEqual(links);
  });

  it.each([
    [[governmentAdmin], ['Invite User', 'Reset Password']],
    [[campaignAdmin], ['Add Contribution', 'Add Expense', 'Invite User', 'Reset Password']],
    // Staff cannot invite (spec section 6), so they are not offered the link.
    [[campaignStaff], ['Add Contribution', 'Add Expense', 'Reset Password']],
    [
      [campaignStaff, campaignAdmin],
      ['Add Contribution', 'Add Expense', 'Reset Password'],
    ],
  ])('quick links for %j', (permissions, links) => {
    expect(quickLinks(permissions).map((link) => link.label)).toEqual(links);
  });
});
