import {
  campaigns,
  type Database,
  type DbOrTx,
  governments,
  isUniqueViolation,
  PERMISSIONS_ONE_PER_ORGANISATION,
  permissions,
  sessions,
  users,
} from '@portal/db';
import { DomainError, type Role } from '@portal/domain';
import { and, asc, eq, inArray, isNull, type Placeholder, sql } from 'drizzle-orm';
import { preparedPerDatabase } from '../shared/prepared';

/** A permission as the portal sees it (spec section 3: "permission"). */
export interface PermissionView {
  id: number;
  role: Role;
  type: 'government' | 'campaign';
  campaignId: number | null;
  campaignName: string | null;
  governmentId: number;
  governmentName: string;
  user: { id: number; email: string; firstName: string; lastName: string };
}

export type PermissionRecord = typeof permissions.$inferSelect & { role: Role };

/**
 * The user's permissions, oldest first: the first one decides the user's campaign id and name
 * (spec section 3), so the order must be stable.
 */
export async function listUserPermissions(db: DbOrTx, userId: number): Promise<PermissionView[]> {
  return (await permissionsWithAccount(db, userId)).map(toPermissionView);
}

/** A permission with the account's title and status, as one row of a request's user. */
const permissionWithAccountFields = {
  id: permissions.id,
  role: permissions.role,
  campaignId: permissions.campaignId,
  campaignName: campaigns.name,
  governmentId: permissions.governmentId,
  governmentName: governments.name,
  user: {
    id: users.id,
    email: users.email,
    firstName: users.firstName,
    lastName: users.lastName,
  },
  accountTitle: users.title,
  accountStatus: users.status,
};

/**
 * A user's permissions, oldest first, each with the account's title and status, so a request's
 * user and permissions are one query (see `sessionUserPermissions`).
 */
const permissionsWithAccount = (db: DbOrTx, userId: number | Placeholder) =>
  db
    .select(permissionWithAccountFields)
    .from(permissions)
    .innerJoin(users, eq(users.id, permissions.userId))
    .innerJoin(governments, eq(governments.id, permissions.governmentId))
    .leftJoin(campaigns, eq(campaigns.id, permissions.campaignId))
    .where(eq(permissions.userId, userId))
    .orderBy(asc(permissions.id));

type PermissionWithAccount = Awaited<ReturnType<typeof permissionsWithAccount>>[number];

const toPermissionView = ({
  accountTitle: _title,
  accountStatus: _status,
  ...row
}: PermissionWithAccount): PermissionView => ({
  ...row,
  role: row.role as Role,
  type: row.campaignId === null ? 'government' : 'campaign',
});

const sessionUserStatement = preparedPerDatabase((db) =>
  permissionsWithAccount(db, sql.placeholder('userId')).prepare('session_user_permissions'),
);

/** The account and permissions of a user's permission rows; null (no access) when there are none. */
function sessionUserOf(rows: PermissionWithAccount[]) {
  const first = rows[0];
  if (!first) return null;
  return {
    account: { ...first.user, title: first.accountTitle, status: first.accountStatus },
    permissions: rows.map(toPermissionView),
  };
}

/**
 * Who is behind a request: the user's permissions (none means no access to the portal) and
 * their account's title and status, read in one prepared query on every signed-in request.
 */
export async function sessionUserPermissions(db: Database, userId: number) {
  return sessionUserOf(await sessionUserStatement(db).execute({ userId }));
}

/**
 * The session whose token hashes to `tokenHash` with its user's permissions, in one prepared
 * query: a browser's request used to read the session and then the user (two round trips on
 * every signed-in request). Each permission references its user and government, so the left
 * joins give the same permission rows as `permissionsWithAccount`'s inner joins, and a session
 * whose user has none still comes back (with a null user) to be told apart from no session.
 */
const sessionWithUserStatement = preparedPerDatabase((db) =>
  db
    .select({ ...permissionWithAccountFields, session: sessions })
    .from(sessions)
    .leftJoin(permissions, eq(permissions.userId, sessions.userId))
    .leftJoin(users, eq(users.id, permissions.userId))
    .leftJoin(governments, eq(governments.id, permissions.governmentId))
    .leftJoin(campaigns, eq(campaigns.id, permissions.campaignId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .orderBy(asc(permissions.id))
    .prepare('session_with_user_permissions'),
);

export async function sessionWithUserPermissions(db: Database, tokenHash: string) {
  const rows = await sessionWithUserStatement(db).execute({ tokenHash });
  const first = rows[0];
  if (!first) return null;
  // A session whose user has no permission is one row of nulls beside the session.
  const granted = rows.filter((row) => row.id !== null) as PermissionWithAccount[];
  return { session: first.session, user: sessionUserOf(granted) };
}

export async function findPermission(db: DbOrTx, id: number): Promise<PermissionRecord | null> {
  const [row] = await db.select().from(permissions).where(eq(permissions.id, id)).limit(1);
  return row ? { ...row, role: row.role as Role } : null;
}

/** The organisation a permission belongs to: a campaign, or the government itself. */
export interface Organisation {
  governmentId: number;
  campaignId: number | null;
}

const inOrganisation = (organisation: Organisation) =>
  organisation.campaignId === null
    ? and(eq(permissions.governmentId, organisation.governmentId), isNull(permissions.campaignId))
    : eq(permissions.campaignId, organisation.campaignId);

/** The user's permission in that organisation, if they already have one. */
export async function findUserPermissionIn(
  db: DbOrTx,
  userId: number,
  organisation: Organisation,
): Promise<PermissionRecord | null> {
  const [row] = await db
    .select()
    .from(permissions)
    .where(and(eq(permissions.userId, userId), inOrganisation(organisation)))
    .limit(1);
  return row ? { ...row, role: row.role as Role } : null;
}

export async function addPermission(
  db: DbOrTx,
  grant: { userId: number; role: Role } & Organisation,
): Promise<PermissionRecord> {
  const [row] = await db
    .insert(permissions)
    .values(grant)
    .returning()
    .catch((error: unknown) => {
      if (isUniqueViolation(error, PERMISSIONS_ONE_PER_ORGANISATION))
        throw new DomainError('CONFLICT', 'This person already has a role there');
      throw error;
    });
  if (!row) throw new Error('Inserting a permission returned no row');
  return { ...row, role: row.role as Role };
}

/**
 * Locks the organisation's admin permissions until the transaction ends, so that two admins
 * removing each other at the same moment cannot leave the organisation without one.
 */
export async function lockOrganisationAdmins(db: DbOrTx, organisation: Organisation) {
  const adminRoles: Role[] = ['government_admin', 'campaign_admin'];
  return db
    .select({ id: permissions.id })
    .from(permissions)
    .where(and(inOrganisation(organisation), inArray(permissions.role, adminRoles)))
    .for('update');
}

export async function deletePermission(db: DbOrTx, id: number) {
  await db.delete(permissions).where(eq(permissions.id, id));
}

/** Members of one organisation, as rows of the Settings users table. */
export async function listOrganisationMembers(db: DbOrTx, organisation: Organisation) {
  const rows = await db
    .select({
      id: permissions.id,
      userId: users.id,
      roleId: permissions.id,
      firstName: users.firstName,
      lastName: users.lastName,
      title: users.title,
      email: users.email,
      role: permissions.role,
      userStatus: users.status,
    })
    .from(permissions)
    .innerJoin(users, eq(users.id, permissions.userId))
    .where(inOrganisation(organisation))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(permissions.id));
  return rows.map((row) => ({ ...row, role: row.role as Role }));
}
