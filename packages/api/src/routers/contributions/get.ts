import { contributionProcedure } from '../../access/record-procedures';

/** `GET /contributions/{id}`: the record, for whoever may see it (others get NOT_FOUND). */
export const get = contributionProcedure.query(({ ctx }) => ctx.contribution);
