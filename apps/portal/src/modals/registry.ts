import { markVisited } from '../lib/visited-cookie';
import { MatchContributionModal } from '../records/matching/MatchContributionModal';
import { MatchPickerForm } from '../records/matching/MatchPickerForm';
import { BulkImportModal } from '../records/modals/BulkImportModal';
import { ComplianceReasonModal } from '../records/modals/ComplianceReasonModal';
import { ExportXmlModal } from '../records/modals/ExportXmlModal';
import { AddCampaignModal } from './AddCampaignModal';
import { AddUserModal } from './AddUserModal';
import { InfoModal } from './InfoModal';
import type { ModalRegistry } from './modal-types';
import { RemoveUserModal } from './RemoveUserModal';
import { SignInModal } from './SignInModal';

/** Every modal of spec section 2; a name missing here would show 'Error loading modal'. */
export const MODAL_REGISTRY: ModalRegistry = {
  SignIn: { title: 'Sign in', component: SignInModal },
  AddUser: { title: 'Add a New User', component: AddUserModal },
  RemoveUser: { title: 'Remove User', component: RemoveUserModal },
  AddCampaign: { title: 'Add New Campaign', component: AddCampaignModal },
  MatchPickerForm: { title: 'Choose a Match', size: 'lg', component: MatchPickerForm },
  ComplianceReason: { title: 'Out of Compliance', component: ComplianceReasonModal },
  MatchContribution: {
    title: 'Match Contribution',
    size: 'lg',
    component: MatchContributionModal,
  },
  ExportXML: { title: 'Export XML', component: ExportXmlModal },
  BulkImport: { title: 'Bulk Add Contributions', size: 'lg', component: BulkImportModal },
  Info: { title: 'Small Donor Elections', size: 'lg', component: InfoModal, onClose: markVisited },
};
