import type { ComponentType } from 'react';
import type { MatchContributionModalProps, MatchPickerFormProps } from '../records/matching/props';
import type {
  BulkImportModalProps,
  ComplianceReasonModalProps,
  ExportXmlModalProps,
} from '../records/modals/props';

/** Every modal name of spec section 2 ("Modals (by name)"). */
export const MODAL_NAMES = [
  'SignIn',
  'AddUser',
  'RemoveUser',
  'AddCampaign',
  'MatchPickerForm',
  'ComplianceReason',
  'MatchContribution',
  'ExportXML',
  'BulkImport',
  'Info',
] as const;
export type ModalName = (typeof MODAL_NAMES)[number];

export interface RemoveUserModalProps {
  /** The permission to remove; the API removes access by permission id (spec section 6). */
  permissionId: number;
  name: string;
  onRemoved?: () => void;
}

type NoProps = Record<string, never>;

/** Props each modal is opened with. */
export interface ModalPropsByName {
  SignIn: NoProps;
  AddUser: NoProps;
  RemoveUser: RemoveUserModalProps;
  AddCampaign: NoProps;
  MatchPickerForm: MatchPickerFormProps;
  ComplianceReason: ComplianceReasonModalProps;
  MatchContribution: MatchContributionModalProps;
  ExportXML: ExportXmlModalProps;
  BulkImport: BulkImportModalProps;
  Info: NoProps;
}

/** Given to every modal body so it can close itself. */
export interface ModalControls {
  close: () => void;
}

export interface ModalDefinition<Props> {
  title: string;
  size?: string;
  component: ComponentType<Props & ModalControls>;
  /** Runs whenever the modal closes, however it was closed. */
  onClose?: () => void;
}

export type ModalRegistry = { [Name in ModalName]?: ModalDefinition<ModalPropsByName[Name]> };

export type OpenModal = <Name extends ModalName>(
  name: Name,
  ...props: NoProps extends ModalPropsByName[Name]
    ? [props?: ModalPropsByName[Name]]
    : [props: ModalPropsByName[Name]]
) => void;
