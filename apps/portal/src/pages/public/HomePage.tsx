import { Text } from '@mantine/core';
import { useEffect } from 'react';
import { hasVisited } from '../../lib/visited-cookie';
import { useModals } from '../../modals/ModalProvider';
import { PageTitle } from '../PageTitle';

/** The public dashboard's place. The live dashboard (charts and map) is built in a later issue. */
export default function HomePage() {
  const { openModal } = useModals();

  // First visit: introduce the programme (spec section 2, Info modal).
  useEffect(() => {
    if (!hasVisited()) openModal('Info');
  }, [openModal]);

  return (
    <>
      <PageTitle>Campaign Contributions</PageTitle>
      <Text>
        The live public dashboard of contributions to participating and non-participating candidates
        is being built. Until it is ready, use the Info button for how the programme works.
      </Text>
    </>
  );
}
