import {
  CONTRIBUTION_PAYMENT_METHODS,
  CONTRIBUTION_STATUSES,
  CONTRIBUTION_SUBTYPES,
  CONTRIBUTION_TYPES,
  CONTRIBUTOR_TYPES,
  IN_KIND_TYPES,
  OAE_TYPES,
  PHONE_TYPES,
} from '@portal/domain';
import { dollarsCell, textCell } from '../../../shared/csv-cells';
import { CONTRIBUTION_FIELD_LABELS } from '../labels';
import type { ContributionExportRow as Row } from '../rows';
import { recordCsvColumns, yesNoColumn } from './record-columns';

/** Every field of a contribution, in the order of the form, then its review state. */
export const CONTRIBUTION_CSV_COLUMNS = recordCsvColumns<Row>(
  CONTRIBUTION_STATUSES.labels,
  CONTRIBUTION_FIELD_LABELS,
  (field) => [
    field.date('date'),
    field.label('type', CONTRIBUTION_TYPES.labels),
    field.label('subType', CONTRIBUTION_SUBTYPES.labels),
    field.dollars('amount'),
    field.label('oaeType', OAE_TYPES.labels),
    field.label('contributorType', CONTRIBUTOR_TYPES.labels),
    field.text('firstName'),
    field.text('middleInitial'),
    field.text('lastName'),
    field.text('name'),
    ...field.address(),
    field.text('email'),
    field.text('phone'),
    field.label('phoneType', PHONE_TYPES.labels),
    field.text('occupation'),
    field.date('occupationLetterDate'),
    field.text('employerName'),
    field.text('employerCity'),
    field.text('employerState'),
    field.text('employerCountry'),
    field.label('paymentMethod', CONTRIBUTION_PAYMENT_METHODS.labels),
    field.text('checkNumber'),
    field.label('inKindType', IN_KIND_TYPES.labels),
    field.text('inKindDescription'),
    field.text('notes'),
    // The government admin's review, which expenditures do not have.
    yesNoColumn('Compliant', 'compliant'),
    {
      header: 'Match Amount',
      cell: (row) => dollarsCell(row.matchAmount),
      sql: { field: 'matchAmount', as: 'dollars' },
    },
    {
      header: 'Match Id',
      cell: (row) => textCell(row.matchId),
      sql: { field: 'matchId', as: 'text' },
    },
    // Written as stored, without the apostrophe of free text (as the export always did).
    {
      header: 'Match Strength',
      cell: (row) => row.matchStrength ?? '',
      sql: { field: 'matchStrength', as: 'quoted' },
    },
  ],
);
