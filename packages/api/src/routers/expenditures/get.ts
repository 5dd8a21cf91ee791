import { expenditureProcedure } from '../../access/record-procedures';

/** `GET /expenditures/{id}`: the record, for whoever may see it (others get NOT_FOUND). */
export const get = expenditureProcedure.query(({ ctx }) => ctx.expenditure);
