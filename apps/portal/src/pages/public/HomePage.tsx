import { useEffect } from 'react';
import { Dashboard } from '../../dashboard/Dashboard';
import { hasVisited } from '../../lib/visited-cookie';
import { useModals } from '../../modals/ModalProvider';
import { PageTitle } from '../PageTitle';

/** `/`: the public dashboard of campaign contributions (spec section 2). */
export default function HomePage() {
  const { openModal } = useModals();

  // First visit: introduce the programme (spec section 2, Info modal).
  useEffect(() => {
    if (!hasVisited()) openModal('Info');
  }, [openModal]);

  return (
    <>
      <PageTitle>Campaign Contributions</PageTitle>
      <Dashboard />
    </>
  );
}
