import { markVisited } from '../lib/visited-cookie';
import { BulkImportModal } from '../records/modals/BulkImportModal';
import { ComplianceReasonModal } from '../records/modals/ComplianceReasonModal';
import { ExportXmlModal } from '../records/modals/ExportXmlModal';
import { AddCampaignModal } from './AddCampaignModal';
import { AddUserModal } from './AddUserModal';
import { InfoModal } from './InfoModal';
import type { ModalRegistry } from './modal-types';
import { RemoveUserModal } from './RemoveUserModal';
import { SignInModal } from './SignInModal';

/**
 * The modals built so far. AddCampaign, MatchPickerForm, ComplianceReason, MatchContribution,
 * ExportXML and BulkImport are added by the issues that build them; until then opening them
 * shows 'Error loading modal'.
 */
export const MODAL_REGISTRY: ModalRegistry = {
  SignIn: { title: 'Sign in', component: SignInModal },
  AddUser: { title: 'Add a New User', component: AddUserModal },
  RemoveUser: { title: 'Remove User', component: RemoveUserModal },
  AddCampaign: { title: 'Add New Campaign', component: AddCampaignModal },
  ComplianceReason: { title: 'Out of Compliance', component: ComplianceReasonModal },
  ExportXML: { title: 'Export XML', component: ExportXmlModal },
  BulkImport: { title: 'Bulk Add Contributions', size: 'lg', component: BulkImportModal },
  Info: { title: 'Small Donor Elections', size: 'lg', component: InfoModal, onClose: markVisited },
};
