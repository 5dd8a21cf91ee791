import { render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../App';
import { useMeQuery } from '../lib/session';
import { ModalProvider, useModals } from '../modals/ModalProvider';
import type { ModalName } from '../modals/modal-types';
import { MODAL_REGISTRY } from '../modals/registry';
import { createPortalQueryClient, createPortalTrpcClient } from '../trpc';
import { type Call, fakeServerLink, type Handlers } from './fake-server';

function Opener({ name }: { name: ModalName }) {
  const { openModal } = useModals();
  // As in the portal, a modal opens once the session check has answered.
  const sessionChecked = !useMeQuery().isPending;
  useEffect(() => {
    // Opened without props: the tests look at what the provider and the modal show for a name.
    if (sessionChecked) (openModal as (modal: ModalName) => void)(name);
  }, [openModal, name, sessionChecked]);
  return null;
}

/**
 * Opens one modal by name on an otherwise empty page, against a fake server, for modals that no
 * page of the current user would open (or to test the registry itself).
 */
export function renderModal(name: ModalName, handlers: Handlers = {}) {
  const calls: Call[] = [];
  render(
    <AppProviders
      queryClient={createPortalQueryClient()}
      trpcClient={createPortalTrpcClient([fakeServerLink(handlers, calls)])}
    >
      <MemoryRouter>
        <ModalProvider registry={MODAL_REGISTRY}>
          <Opener name={name} />
        </ModalProvider>
      </MemoryRouter>
    </AppProviders>,
  );
  return { callsTo: (procedure: string) => calls.filter((call) => call.path === procedure) };
}
