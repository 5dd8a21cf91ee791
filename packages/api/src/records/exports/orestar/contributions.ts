import { isPersonContributor } from '@portal/domain';
import type { ContributionExportRow } from '../rows';
import { contactAddress } from './address';
import {
  CONTACT_TYPE,
  CONTRIBUTION_PAYMENT_METHOD,
  CONTRIBUTION_SUB_TYPE,
  CONTRIBUTION_TRANSACTION_TYPE,
} from './codes';
import type { OrestarContact, OrestarEntry } from './entries';
import { organisationName, recordEntry } from './record-entry';
import { contactId, emailAddress, fitText, phoneNumber, stateCode } from './text';

const contactName = (row: ContributionExportRow): OrestarContact['name'] => {
  if (isPersonContributor(row.contributorType)) {
    return {
      kind: 'individual',
      first: fitText(row.firstName, 20) ?? '',
      middle: fitText(row.middleInitial, 20),
      last: fitText(row.lastName, 20) ?? '',
    };
  }
  return organisationName(row.contributorType, row.name);
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

export const contributionEntry = (row: ContributionExportRow): OrestarEntry =>
  recordEntry(row, contributionContact(row), {
    id: `C${row.id}`,
    type: CONTRIBUTION_TRANSACTION_TYPE[row.type],
    subType: CONTRIBUTION_SUB_TYPE[row.subType],
    purpose: null,
    description: fitText(row.inKindDescription, 200),
    paymentMethod: row.paymentMethod ? CONTRIBUTION_PAYMENT_METHOD[row.paymentMethod] : null,
    occupationLetterDate: row.occupationLetterDate,
  });
