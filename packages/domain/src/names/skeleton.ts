import unhomoglyph from 'unhomoglyph';

/**
 * Lookalike names (decisions: "Lookalike names"). Two names that a reader cannot tell apart must
 * not both be a campaign of one government, or two tokens of one user. UTS #39's skeleton maps
 * each character to the prototype of its confusables (Cyrillic 'а' and Latin 'a', 'rn' and 'm',
 * '0' and 'O') after NFD and without default-ignorable characters; here width and compatibility
 * forms are folded first (NFKC: 'ｍ' is 'm') and case after. Case and confusables do not commute:
 * Cyrillic 'М' looks like Latin 'M' while its small 'м' looks like no Latin letter, and capital
 * 'I' looks like small 'l' while 'i' does not. So a name has two keys, and names clash when either
 * key is the same: the skeleton taken first and case folded after (catches 'МARIA', 'WiIliams'),
 * and the skeleton of the case-folded name (case never matters: 'BILL' is 'Bill').
 */
export interface NameSkeletons {
  /** Confusables mapped, then case folded, repeated until nothing changes. */
  skeleton: string;
  /** Case folded, then confusables mapped and case folded again, until nothing changes. */
  caselessSkeleton: string;
}

const DEFAULT_IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;
/** Enough for any chain of mapping and folding the data holds; a guard, not a tuning knob. */
const MAX_ROUNDS = 6;

/** Full case folding as far as JavaScript has it: 'ß' and 'SS' both become 'ss'. */
const foldCase = (text: string): string => text.toUpperCase().toLowerCase();

/** UTS #39's skeleton: NFD, default-ignorables dropped, prototypes, NFD again. */
const uts39Skeleton = (text: string): string =>
  unhomoglyph(text.normalize('NFD').replace(DEFAULT_IGNORABLE, '')).normalize('NFD');

const untilSettled = (text: string, round: (text: string) => string): string => {
  let current = text;
  for (let count = 0; count < MAX_ROUNDS; count++) {
    const next = round(current);
    if (next === current) break;
    current = next;
  }
  return current.replace(/\s+/gu, ' ').trim();
};

/** The two lookalike keys of a name; compare with `looksAlike`, never show them. */
export function nameSkeletons(name: string): NameSkeletons {
  const widthFolded = name.normalize('NFKC');
  return {
    skeleton: untilSettled(widthFolded, (text) => foldCase(uts39Skeleton(text))),
    caselessSkeleton: untilSettled(widthFolded, (text) => foldCase(uts39Skeleton(foldCase(text)))),
  };
}

/** True when the two names' keys say a reader could take one for the other. */
export const looksAlike = (a: NameSkeletons, b: NameSkeletons): boolean =>
  a.skeleton === b.skeleton || a.caselessSkeleton === b.caselessSkeleton;

/**
 * The name as the old rule compared names (case and runs of spaces folded): when two names are
 * equal so, the second is the same name again rather than a lookalike.
 */
export const plainlyFoldedName = (name: string): string =>
  name.normalize('NFC').trim().replace(/\s+/gu, ' ').toLowerCase();
