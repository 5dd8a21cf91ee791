/**
 * Exporters read the full records that `selectContributionsForExport` and
 * `selectExpendituresForExport` yield: money in dollars (from integer cents), with the campaign
 * name.
 */
export type { ContributionListRow as ContributionExportRow } from '../data/contributions';
export type { ExpenditureListRow as ExpenditureExportRow } from '../data/expenditures';
