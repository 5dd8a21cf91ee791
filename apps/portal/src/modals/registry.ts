import { type ComponentType, lazy } from 'react';
import { markVisited } from '../lib/visited-cookie';
import type { ModalRegistry } from './modal-types';

/**
 * A modal's body loads when it first opens: the forms, schemas and tables of every modal would
 * otherwise weigh on every page's first load, the public dashboard's included.
 */
const loadedWhenOpened = <Props extends object>(load: () => Promise<ComponentType<Props>>) =>
  lazy(async () => ({ default: await load() }));

/** Every modal of spec section 2; a name missing here would show 'Error loading modal'. */
export const MODAL_REGISTRY: ModalRegistry = {
  SignIn: {
    title: 'Sign in',
    component: loadedWhenOpened(async () => (await import('./SignInModal')).SignInModal),
  },
  AddUser: {
    title: 'Add a New User',
    component: loadedWhenOpened(async () => (await import('./AddUserModal')).AddUserModal),
  },
  RemoveUser: {
    title: 'Remove User',
    component: loadedWhenOpened(async () => (await import('./RemoveUserModal')).RemoveUserModal),
  },
  AddCampaign: {
    title: 'Add New Campaign',
    component: loadedWhenOpened(async () => (await import('./AddCampaignModal')).AddCampaignModal),
  },
  MatchPickerForm: {
    title: 'Choose a Match',
    size: 'lg',
    component: loadedWhenOpened(
      async () => (await import('../records/matching/MatchPickerForm')).MatchPickerForm,
    ),
  },
  ComplianceReason: {
    title: 'Out of Compliance',
    component: loadedWhenOpened(
      async () => (await import('../records/modals/ComplianceReasonModal')).ComplianceReasonModal,
    ),
  },
  MatchContribution: {
    title: 'Match Contribution',
    size: 'lg',
    component: loadedWhenOpened(
      async () =>
        (await import('../records/matching/MatchContributionModal')).MatchContributionModal,
    ),
  },
  ExportXML: {
    title: 'Export XML',
    component: loadedWhenOpened(
      async () => (await import('../records/modals/ExportXmlModal')).ExportXmlModal,
    ),
  },
  BulkImport: {
    title: 'Bulk Add Contributions',
    size: 'lg',
    component: loadedWhenOpened(
      async () => (await import('../records/modals/BulkImportModal')).BulkImportModal,
    ),
  },
  Info: {
    title: 'Small Donor Elections',
    size: 'lg',
    component: loadedWhenOpened(async () => (await import('./InfoModal')).InfoModal),
    onClose: markVisited,
  },
};
