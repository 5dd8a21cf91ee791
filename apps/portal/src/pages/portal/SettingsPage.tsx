import { Button } from '@mantine/core';
import type { RouterOutputs } from '@portal/api';
import { type PagedTableColumn, StatusBadge, titleCase } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { QueryTable } from '../../layout/QueryResult';
import { useCurrentUser } from '../../lib/session';
import { useModals } from '../../modals/ModalProvider';
import { useTRPC } from '../../trpc';
import { PageHeader } from '../PageTitle';
import { ApiTokensCard } from './api-tokens/ApiTokensCard';
import { ExternalFilingsCard } from './ExternalFilingsCard';
import { GeocodingCard } from './GeocodingCard';
import { usersListInput } from './users-query';
import { VoterFileCard } from './VoterFileCard';

export type UserRow = RouterOutputs['users']['list'][number];

const USERS_PER_PAGE = 10;

const columns: PagedTableColumn<UserRow>[] = [
  { key: 'firstName', header: 'First Name', render: (row) => row.firstName },
  { key: 'lastName', header: 'Last Name', render: (row) => row.lastName },
  { key: 'title', header: 'Title', render: (row) => row.title },
  { key: 'email', header: 'Email', render: (row) => row.email },
  { key: 'role', header: 'Role', render: (row) => titleCase(row.role) },
  { key: 'status', header: 'Status', render: (row) => <StatusBadge status={row.userStatus} /> },
];

/** Spec section 2 "Settings": the users of the current campaign or government. */
export default function SettingsPage() {
  const trpc = useTRPC();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { openModal } = useModals();
  const users = useQuery(trpc.users.list.queryOptions(usersListInput(user)));

  // Only admins may manage users (spec section 6).
  const manageColumn: PagedTableColumn<UserRow> = {
    key: 'manage',
    header: '',
    render: (row) => (
      <Button
        size="xs"
        variant="subtle"
        onClick={() => navigate('/settings/manage-user', { state: { user: row } })}
      >
        Manage
      </Button>
    ),
  };
  const tableColumns = user.isAdmin ? [...columns, manageColumn] : columns;
  const rows = users.data ?? [];

  return (
    <>
      <PageHeader
        title={`Users (${rows.length})`}
        tabTitle="Settings"
        // Staff cannot invite (spec section 6; users.invite refuses them), so no button.
        action={user.isAdmin && <Button onClick={() => openModal('AddUser')}>Add New User</Button>}
      />
      <QueryTable
        query={users}
        columns={tableColumns}
        emptyText="No Users"
        pageSize={USERS_PER_PAGE}
      />
      <ApiTokensCard />
      {/* City reference data, never a campaign's (Settings is also hidden in edit mode). */}
      {user.isGovernmentAdmin && !user.assumed && (
        <>
          <VoterFileCard />
          {user.governmentId !== null && (
            <>
              <ExternalFilingsCard governmentId={user.governmentId} />
              <GeocodingCard governmentId={user.governmentId} />
            </>
          )}
        </>
      )}
    </>
  );
}
