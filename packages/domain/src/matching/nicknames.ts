import { NICKNAME_GROUPS } from './nicknames.generated';
import { normalisePersonName } from './text';

let linkedNames: ReadonlyMap<string, ReadonlySet<string>> | null = null;

/**
 * Name -> every name the nickname table links it to, in either direction. Built on first use
 * (about 2,700 links) rather than at import, so code that never matches names pays nothing.
 */
const linkedNamesTable = (): ReadonlyMap<string, ReadonlySet<string>> => {
  if (linkedNames) return linkedNames;
  const table = new Map<string, Set<string>>();
  const link = (from: string, to: string) => {
    const names = table.get(from) ?? new Set<string>();
    names.add(to);
    table.set(from, names);
  };
  for (const group of NICKNAME_GROUPS) {
    const [formal = '', ...nicknames] = group.toUpperCase().split(' ');
    for (const nickname of nicknames) {
      link(formal, nickname);
      link(nickname, formal);
    }
  }
  linkedNames = table;
  return table;
};

/**
 * Nickname rule: the normalised first name plus every name the nickname table
 * (data/nicknames.csv) links to it directly, in either direction: BOB gives ROBERT, ROB; ROBERT
 * gives BOB, BOBBY, ROB, ... Links are not followed further, so ROB and BOBBY (both nicknames of
 * ROBERT, not of each other) are not variants: two steps away is too loose to call a match.
 */
export const firstNameVariants = (name: string): ReadonlySet<string> => {
  const normalised = normalisePersonName(name);
  if (normalised === '') return new Set();
  return new Set([normalised, ...(linkedNamesTable().get(normalised) ?? [])]);
};

/** True when the two first names are equal once normalised or the nickname table links them. */
export const areNameVariants = (a: string, b: string): boolean => {
  const normalisedB = normalisePersonName(b);
  return normalisedB !== '' && firstNameVariants(a).has(normalisedB);
};
