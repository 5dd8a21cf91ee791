import { Button } from '@mantine/core';
import type { RouterOutputs } from '@portal/api';
import { Money, type PagedTableColumn } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Navigate } from 'react-router';
import { QueryTable } from '../../layout/QueryResult';
import { useCurrentUser } from '../../lib/session';
import { useModals } from '../../modals/ModalProvider';
import { useTRPC } from '../../trpc';
import { PageHeader } from '../PageTitle';
import { CampaignNameCell } from './CampaignNameCell';
import {
  type CampaignStanding,
  PublicFundsPaidCell,
  QualificationCell,
} from './CampaignStandingCells';

type CampaignRow = RouterOutputs['campaigns']['list'][number];

/** The table's columns; Matched and Qualification read each campaign's payments standing. */
const columnsWith = (
  standings: ReadonlyMap<number, CampaignStanding>,
): PagedTableColumn<CampaignRow>[] => [
  { key: 'name', header: 'Campaign', render: (row) => <CampaignNameCell campaign={row} /> },
  {
    key: 'inKind',
    header: 'In-Kind Total',
    render: (row) => <Money cents={row.inKindTotalCents} />,
  },
  {
    key: 'matched',
    header: 'Matched',
    render: (row) => <PublicFundsPaidCell standing={standings.get(row.id)} />,
  },
  {
    key: 'qualification',
    header: 'Qualification',
    render: (row) => <QualificationCell standing={standings.get(row.id)} />,
  },
  { key: 'email', header: 'Contact Email', render: (row) => row.email },
];

/** Spec section 2 "Campaigns": the government's campaigns, for its admins only. */
export default function CampaignsPage() {
  const user = useCurrentUser();
  if (!user.isGovernmentAdmin || user.governmentId === null) {
    return <Navigate to="/dashboard" replace />;
  }
  return <CampaignsTable governmentId={user.governmentId} />;
}

function CampaignsTable({ governmentId }: { governmentId: number }) {
  const trpc = useTRPC();
  const { openModal } = useModals();
  const campaigns = useQuery(trpc.campaigns.list.queryOptions({ governmentId }));
  const standings = useQuery(trpc.payments.standings.queryOptions({ governmentId }));
  const columns = useMemo(
    () => columnsWith(new Map((standings.data ?? []).map((row) => [row.campaignId, row]))),
    [standings.data],
  );
  const rows = campaigns.data ?? [];
  return (
    <>
      <PageHeader
        title={`Campaigns (${rows.length})`}
        tabTitle="Campaigns"
        action={<Button onClick={() => openModal('AddCampaign')}>Add New Campaign</Button>}
      />
      <QueryTable query={campaigns} columns={columns} emptyText="No Campaigns" />
    </>
  );
}
