import type { ListInput, RecordCollection } from '../api';

export interface ExportXmlModalProps {
  kind: RecordCollection;
  /** The list's current filter and sort; used unless the user exports everything. */
  scope: Omit<ListInput, 'page' | 'perPage'>;
}

export interface BulkImportModalProps {
  campaignId: number;
}

export interface ComplianceReasonModalProps {
  /**
   * Receives the explanation once the form is valid; the modal stays open while it runs, and
   * after it when it answers false (the save failed: the explanation stays).
   */
  onConfirm: (reason: string) => Promise<boolean>;
}
