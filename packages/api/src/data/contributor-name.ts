import { contributions } from '@portal/db';
import { PERSON_CONTRIBUTOR_TYPES } from '@portal/domain';
import { type SQL, sql } from 'drizzle-orm';

const personTypes = sql.raw(PERSON_CONTRIBUTOR_TYPES.map((type) => `'${type}'`).join(', '));

/**
 * The contribution list's Name column (`contributorDisplayName`) in SQL, so the database can
 * sort by it: first and last name for persons (individual, family), else the entity name.
 *
 * The list_name_indexes migration indexes `lower()` of this very expression, so it must stay
 * immutable and identical to it: the person types are literals (a bound parameter would not
 * match the index), and `||` stands in for `concat_ws`, which PostgreSQL marks only stable.
 */
export const contributorNameSql = (): SQL => {
  const first = sql`nullif(trim(${contributions.firstName}), '')`;
  const last = sql`nullif(trim(${contributions.lastName}), '')`;
  return sql`(case when ${contributions.contributorType} in (${personTypes})
    then coalesce(${first} || ' ' || ${last}, ${first}, ${last}, '')
    else coalesce(${contributions.name}, '') end)`;
};
