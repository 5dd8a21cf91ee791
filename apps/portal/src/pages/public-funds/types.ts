import type { RouterOutputs } from '@portal/api';

/** The payments procedures' answers, as the screens read them. */
export type Programme = RouterOutputs['paymentSettings']['list'][number];
export type PaymentRunSummary = RouterOutputs['paymentRuns']['list'][number];
export type PaymentRun = RouterOutputs['paymentRuns']['get'];
export type PaymentRunLine = PaymentRun['lines'][number];
export type Statement = RouterOutputs['paymentStatements']['get'];
export type StatementEntry = Statement['entries'][number];
export type Standing = RouterOutputs['payments']['standing'];
export type StatementSummary = RouterOutputs['paymentStatements']['list'][number];
