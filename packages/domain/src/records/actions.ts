import { DomainError } from '../errors/domain-error';

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
 */
export const findRequestedAction = <Key extends string, Status extends string>(
  actions: readonly RecordAction<Key, Status>[],
  current: Status,
  change: RequestedChange<Status>,
): RecordAction<Key, Status> | null => {
  const target = change.status ?? current;
  const candidates = actions.filter((action) => (action.to ?? current) === target);
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
