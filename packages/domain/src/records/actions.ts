import { DomainError } from '../errors/domain-error';
import type { RecordKind } from './kinds';

/** One button or dropdown entry that acts on a contribution or an expenditure. */
export interface RecordAction<Key extends string, Status extends string> {
  key: Key;
  /** The exact text of the button or option (spec section 4). */
  label: string;
  /** The status after the action; null when the action saves fields without a status change. */
  to: Status | null;
  /** Opens the 'Out of Compliance' reason modal first; the reason is posted as a comment. */
  requiresReason: boolean;
  /** The value the action writes to `compliant`, or null when it leaves it alone. */
  setsCompliant: boolean | null;
  /** Opens the match modal; the update carries the match amount. */
  requiresMatchAmount: boolean;
  /** Campaign buttons, or the government admin's compliance dropdown. */
  group: 'campaign' | 'compliance';
}

/** The parts of an update that decide which action it is. */
export interface RequestedChange<Status extends string> {
  status?: Status | null;
  compliant?: boolean | null;
  matchAmount?: number | null;
}

/**
 * Finds the action an update performs among those the actor has, or null. An update without a
 * new status is a plain save; compliance and match fields pick the action that sets them.
 * `compliant` alone (no status) is the option that sets it, wherever it leads: `false` is Out of
 * Compliance and `true` In Compliance (spec section 4).
 */
export const findRequestedAction = <Key extends string, Status extends string>(
  actions: readonly RecordAction<Key, Status>[],
  current: Status,
  change: RequestedChange<Status>,
): RecordAction<Key, Status> | null => {
  const target = change.status ?? current;
  const complianceAlone =
    (change.status === undefined || change.status === null) &&
    typeof change.compliant === 'boolean' &&
    (change.matchAmount === undefined || change.matchAmount === null);
  const candidates = complianceAlone
    ? [...actions]
    : actions.filter((action) => (action.to ?? current) === target);
  const plain = (action: RecordAction<Key, Status>) =>
    action.to !== null && action.setsCompliant === null && !action.requiresMatchAmount;
  let found: RecordAction<Key, Status> | undefined;
  if (change.matchAmount !== undefined && change.matchAmount !== null)
    found = candidates.find((action) => action.requiresMatchAmount);
  else if (change.compliant === true)
    found = candidates.find(
      (action) => action.setsCompliant === true && !action.requiresMatchAmount,
    );
  else if (change.compliant === false)
    found = candidates.find((action) => action.setsCompliant === false);
  else if (target === current) found = candidates.find((action) => action.to === null);
  else found = candidates.find(plain) ?? candidates.find((action) => action.requiresReason);
  return found ?? null;
};

/** 'A Draft ...' but 'An Archived ...', for refusal messages. */
export const withArticle = (word: string): string =>
  `${/^[aeiou]/i.test(word) ? 'An' : 'A'} ${word}`;

/** Throws the error the server returns for a refused transition. */
export const refuseTransition = (message: string): never => {
  throw new DomainError('INVALID_TRANSITION', message);
};

/** What an update asked for, in the words of its fields: 'moved to Processed', 'marked compliant: false'. */
const askedFor = <Status extends string>(
  current: Status,
  change: RequestedChange<Status>,
  statusLabels: Record<Status, string>,
): string => {
  if (change.matchAmount !== undefined && change.matchAmount !== null) return 'matched';
  const target = change.status ?? current;
  if (target !== current) return `moved to ${statusLabels[target]}`;
  if (typeof change.compliant === 'boolean') return `marked compliant: ${change.compliant}`;
  return 'edited';
};

/**
 * The refusal of a transition: what was asked, by whom, and what the actor may do instead
 * ('A Submitted contribution cannot be moved to Processed as Campaign Staff. Allowed from
 * Submitted: Archive.').
 */
export const refusalMessage = <Key extends string, Status extends string>(options: {
  kind: RecordKind;
  current: Status;
  change: RequestedChange<Status>;
  statusLabels: Record<Status, string>;
  /** 'as Campaign Staff' or 'in edit mode'. */
  who: string;
  allowed: readonly RecordAction<Key, Status>[];
}): string => {
  const from = options.statusLabels[options.current];
  const asked = askedFor(options.current, options.change, options.statusLabels);
  const allowed =
    options.allowed.length === 0
      ? `Nothing is allowed from ${from} ${options.who}.`
      : `Allowed from ${from}: ${options.allowed.map((action) => action.label).join(', ')}.`;
  return `${withArticle(from)} ${options.kind} cannot be ${asked} ${options.who}. ${allowed}`;
};
