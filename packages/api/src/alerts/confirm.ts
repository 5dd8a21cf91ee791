import {
  ALERT_CONFIRMATION_HOURS,
  ALERT_MESSAGES,
  alertCodeSchema,
  calendarDateInBusinessZone,
  DomainError,
  startOfBusinessDay,
} from '@portal/domain';
import { hashToken } from '../security/tokens';
import { publicProcedure } from '../trpc';
import { confirmByCode } from './data/subscriptions';
import { alertAnswerSchema } from './subscribe';

/** Opens the confirmation link: the subscription starts, its first digest covering today. */
export const confirm = publicProcedure
  .input(alertCodeSchema)
  .output(alertAnswerSchema)
  .mutation(async ({ ctx, input }) => {
    const now = new Date();
    const notBefore = new Date(now.getTime() - ALERT_CONFIRMATION_HOURS * 60 * 60 * 1000);
    const firstDay = startOfBusinessDay(calendarDateInBusinessZone(now));
    const confirmed = await confirmByCode(ctx.db, hashToken(input.code), notBefore, now, firstDay);
    if (!confirmed) throw new DomainError('NOT_FOUND', ALERT_MESSAGES.invalidConfirmation);
    return { message: ALERT_MESSAGES.confirmed };
  });
