import { isPersonContributor } from '../enums/contributions';
import { foldToPlainUpper } from '../matching/text';

// Legal-form words a business writes or leaves out ('Acme Inc.', 'ACME, LLC'): not part of who it is.
const LEGAL_FORM_WORDS = new Set([
  'CO',
  'COMPANY',
  'CORP',
  'CORPORATION',
  'INC',
  'INCORPORATED',
  'LLC',
  'LLP',
  'LTD',
  'PC',
  'PLLC',
]);

/**
 * Entity-name rule for limits: upper case without accents, '&' read as 'AND', punctuation
 * dropped, legal-form words (Inc, LLC, Co, ...) and a leading 'THE' left out, spaces collapsed:
 * 'The Acme Co., Inc.' and 'ACME' are one business.
 */
export const normaliseEntityName = (name: string): string => {
  const words = foldToPlainUpper(name)
    .replace(/&/g, ' AND ')
    .replace(/['’.]/g, '')
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((word) => word !== '' && !LEGAL_FORM_WORDS.has(word));
  if (words[0] === 'THE' && words.length > 1) words.shift();
  return words.join(' ');
};

export interface DonorOfGift {
  /** The stored donor key: the matched identity, else the name and zip as written. */
  donorKey: string;
  contributorType: string | null;
  /** The donor's display name: the person's name, or the business or committee name. */
  donorName: string;
}

/**
 * Who a gift counts against for per-donor limits (spec section 9): a person by their donor
 * identity (the match, else name and zip, so two people at one address stay two donors); a
 * business, committee or other entity by its normalised name, whatever address it wrote, so one
 * business is one donor.
 */
export const limitDonorKey = (gift: DonorOfGift): string => {
  if (isPersonContributor(gift.contributorType)) return gift.donorKey;
  const name = normaliseEntityName(gift.donorName);
  // A nameless entity is nobody in particular: keep it apart rather than pool all of them.
  return name === '' ? gift.donorKey : `entity:${name}`;
};
