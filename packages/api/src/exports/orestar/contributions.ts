import { isPersonContributor } from '@portal/domain';
import { dollarsCell } from '../csv/cells';
import type { ContributionExportRow } from '../rows';
import { contactAddress } from './address';
import {
  CONTACT_TYPE,
  CONTRIBUTION_PAYMENT_METHOD,
  CONTRIBUTION_SUB_TYPE,
  CONTRIBUTION_TRANSACTION_TYPE,
} from './codes';
import type { OrestarContact, OrestarEntry } from './entries';
import { checkNumber, contactId, emailAddress, fitText, phoneNumber, stateCode } from './text';

const COMMITTEES = new Set(['political_committee', 'political_party', 'unregistered']);

const contactName = (row: ContributionExportRow): OrestarContact['name'] => {
  if (isPersonContributor(row.contributorType)) {
    return {
      kind: 'individual',
      first: fitText(row.firstName, 20) ?? '',
      middle: fitText(row.middleInitial, 20),
      last: fitText(row.lastName, 20) ?? '',
    };
  }
  if (COMMITTEES.has(row.contributorType))
    return { kind: 'committee', name: fitText(row.name, 80) ?? '' };
  return { kind: 'business', name: fitText(row.name, 60) ?? '' };
};

const employment = (row: ContributionExportRow): OrestarContact['employment'] => {
  if (!isPersonContributor(row.contributorType)) return null;
  if (row.occupation === 'Not Employed') return { kind: 'not-employed' };
  if (row.occupation === 'Self Employed') return { kind: 'self-employed' };
  const employer = fitText(row.employerName, 80);
  if (!employer) return null;
  return {
    kind: 'employer',
    name: employer,
    city: fitText(row.employerCity, 40),
    state: stateCode(row.employerState),
  };
};

/**
 * The donor of a contribution as an ORESTAR contact. Rows matched to the same known contributor
 * share one contact; unmatched rows are the same donor when type, names, street and zip agree.
 */
export const contributionContact = (row: ContributionExportRow): OrestarContact => {
  const phone = phoneNumber(row.phone);
  return {
    id: row.matchId
      ? contactId('M', [row.matchId])
      : contactId('D', [
          row.contributorType,
          row.firstName,
          row.lastName,
          row.name,
          row.address1,
          row.zip,
        ]),
    type: CONTACT_TYPE[row.contributorType],
    name: contactName(row),
    address: contactAddress(row),
    // ORESTAR knows work and home numbers only; a mobile number is the donor's own, so home.
    phone: {
      work: row.phoneType === 'work' ? phone : null,
      home: row.phoneType === 'work' ? null : phone,
    },
    email: emailAddress(row.email),
    occupation: isPersonContributor(row.contributorType) ? fitText(row.occupation, 100) : null,
    employment: employment(row),
  };
};

export const contributionEntry = (row: ContributionExportRow): OrestarEntry => {
  const contact = contributionContact(row);
  return {
    contact,
    transaction: {
      id: `C${row.id}`,
      contactId: contact.id,
      type: CONTRIBUTION_TRANSACTION_TYPE[row.type],
      subType: CONTRIBUTION_SUB_TYPE[row.subType],
      purpose: null,
      description: fitText(row.inKindDescription, 200),
      amount: dollarsCell(row.amount),
      paymentMethod: row.paymentMethod ? CONTRIBUTION_PAYMENT_METHOD[row.paymentMethod] : null,
      date: row.date,
      checkNumber: checkNumber(row.checkNumber),
      occupationLetterDate: row.occupationLetterDate,
      notes: fitText(row.notes, 1000),
    },
  };
};
