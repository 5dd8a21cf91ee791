import { contributions } from '@portal/db';
import { PERSON_CONTRIBUTOR_TYPES } from '@portal/domain';
import { inArray, type SQL, sql } from 'drizzle-orm';

/**
 * The contribution list's Name column (`contributorDisplayName`) in SQL, so the database can
 * sort by it: first and last name for persons (individual, family), else the entity name.
 */
export const contributorNameSql = (): SQL =>
  sql`case when ${inArray(contributions.contributorType, [...PERSON_CONTRIBUTOR_TYPES])}
    then concat_ws(' ',
      nullif(trim(${contributions.firstName}), ''),
      nullif(trim(${contributions.lastName}), ''))
    else coalesce(${contributions.name}, '') end`;
