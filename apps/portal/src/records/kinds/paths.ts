import type { RecordCollection } from '../api';

/**
 * Where each kind's pages live (spec section 2): the list, the new-record form, and a record at
 * `${list}/:id`. The routes and the kinds' pages read this one table.
 */
export const RECORD_PATHS: Record<RecordCollection, { list: string; new: string }> = {
  contributions: { list: '/contributions', new: '/contributions/add' },
  expenditures: { list: '/expenses', new: '/expenses/new' },
};
