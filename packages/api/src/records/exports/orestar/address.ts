import { FOREIGN_STATE } from '@portal/domain';
import type { OrestarContact } from './entries';
import { fitText, stateCode } from './text';

interface AddressFields {
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
}

/** Address of a contact: US zips split into zip and zip-plus4, foreign codes kept as text. */
export const contactAddress = (record: AddressFields): OrestarContact['address'] => {
  const foreign = record.state === FOREIGN_STATE;
  const zip = /^(\d{5})(?:-?(\d{4}))?$/.exec(record.zip?.trim() ?? '');
  return {
    street1: fitText(record.address1, 40),
    street2: fitText(record.address2, 40),
    city: fitText(record.city, 100),
    state: foreign ? null : stateCode(record.state),
    zip: !foreign && zip ? (zip[1] ?? null) : null,
    zipPlus4: !foreign && zip ? (zip[2] ?? null) : null,
    foreignPostCode: foreign ? fitText(record.zip, 100) : null,
  };
};
