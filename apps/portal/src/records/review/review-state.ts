import {
  CONTRIBUTION_STATUSES,
  type ContributionStatus,
  EXPENDITURE_STATUSES,
  type ExpenditureStatus,
} from '@portal/domain';

/** What the review panel reads of a record: its status, and a contribution's review fields. */
export interface ReviewedRecord {
  status: string;
  /** Contributions only: set by In Compliance (true) or Out of Compliance (false). */
  compliant?: boolean | null;
  /** Contributions only: the match the city approved, in dollars. */
  matchAmount?: number | null;
}

export const NOT_REVIEWED = 'Not reviewed yet';

/**
 * The record's compliance in words. An out_of_compliance status says it; otherwise a
 * contribution's `compliant` flag (In Compliance leaves it Processed) or an expense's
 * in_compliance status; a record nobody has decided on yet is 'Not reviewed yet'.
 */
export function complianceStateText(record: ReviewedRecord): string {
  if (record.status === 'out_of_compliance') return 'Out of Compliance';
  if (record.status === 'in_compliance' || record.compliant === true) return 'In Compliance';
  if (record.compliant === false) return 'Out of Compliance';
  return NOT_REVIEWED;
}

/** The status as the record's kind labels it ('out_of_compliance' -> 'Out of Compliance'). */
export function statusLabel(kind: 'contributions' | 'expenditures', status: string): string {
  const labels: Record<string, string> =
    kind === 'contributions'
      ? (CONTRIBUTION_STATUSES.labels as Record<ContributionStatus, string>)
      : (EXPENDITURE_STATUSES.labels as Record<ExpenditureStatus, string>);
  return labels[status] ?? status;
}

/** One line of a record's history, as the activities list answers it. */
export interface HistoryLine {
  notes: string;
  createdAt: Date | string;
  actor: { name: string } | null;
  onBehalfOfCampaign: { name: string } | null;
  apiToken?: { name: string } | null;
}

/** The newest Out of Compliance decision on a record: who made it, when, and why. */
export interface ComplianceDecision {
  line: HistoryLine;
  reason: string | null;
}

/**
 * The server writes an Out of Compliance decision into the record's history as
 * "{who} marked {kind} #{id} out of compliance: {reason}." (the reason the reviewer typed in the
 * modal). This finds the newest such line among `lines` (newest first) and reads its reason.
 */
export function latestOutOfComplianceDecision(
  lines: readonly HistoryLine[],
): ComplianceDecision | null {
  const marker = / marked \w+ #\d+ out of compliance(?::\s*([\s\S]*?))?\.?$/;
  for (const line of lines) {
    const found = marker.exec(line.notes.trim());
    if (found) return { line, reason: found[1]?.trim() || null };
  }
  return null;
}
