import { dollarsToCents, formatMoney } from '@portal/domain';
import type { RecordActor } from '../../access/scope';

/** One field whose stored value an update changed. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** 'Jane Doe', or 'Jane Doe (on behalf of Smith 2024)' for a government admin in edit mode. */
export const actorLabel = (actor: RecordActor, campaignName: string): string =>
  actor.onBehalfOfCampaignId === null
    ? actor.userName
    : `${actor.userName} (on behalf of ${campaignName})`;

/** 'subType' -> 'sub type', as people read it in the history. */
const fieldWords = (field: string): string =>
  field
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/([0-9])([a-z])/gi, '$1 $2')
    .toLowerCase();

const MONEY_FIELDS = new Set(['amount', 'matchAmount']);

const valueText = (field: string, value: unknown): string => {
  if (value === null || value === undefined || value === '') return 'empty';
  if (MONEY_FIELDS.has(field) && typeof value === 'number')
    return formatMoney(dollarsToCents(value));
  return String(value);
};

/** "Jane Doe changed amount from $10.00 to $12.00 on contribution #12." */
export const describeFieldChange = (who: string, label: string, change: FieldChange): string =>
  `${who} changed ${fieldWords(change.field)} from ${valueText(change.field, change.before)} to ${valueText(change.field, change.after)} on ${label}.`;

/** "Jane Doe added contribution #12 ($12.34)." */
export const describeCreation = (who: string, label: string, amount: number): string =>
  `${who} added ${label} (${formatMoney(dollarsToCents(amount))}).`;

const STATUS_VERBS: Record<string, string> = {
  archived: 'archived {label}',
  draft: 'moved {label} back to draft',
  submitted: 'submitted {label}',
  processed: 'marked {label} processed',
  awaiting: 'marked {label} awaiting',
  out_of_compliance: 'marked {label} out of compliance',
  in_compliance: 'marked {label} in compliance',
};

/**
 * "Jane Doe submitted contribution #12.", "... marked contribution #12 in compliance.",
 * "... matched contribution #12 for $180.00.", with the compliance reason when one was given.
 */
export const describeStatusChange = (
  who: string,
  label: string,
  change: { actionKey: string; to: string; matchAmount?: number | null; reason?: string | null },
): string => {
  let verb = (STATUS_VERBS[change.to] ?? `moved {label} to ${change.to}`).replace('{label}', label);
  if (change.actionKey === 'inCompliance') verb = `marked ${label} in compliance`;
  if (change.actionKey === 'match' && change.matchAmount != null)
    verb = `matched ${label} for ${formatMoney(dollarsToCents(change.matchAmount))}`;
  const reason = change.reason?.trim() ? `: ${change.reason.trim()}` : '';
  return `${who} ${verb}${reason}.`;
};
