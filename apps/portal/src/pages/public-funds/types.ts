import type { RouterOutputs } from '@portal/api';

/** The payments procedures' answers, as the screens read them. */
export type Programme = RouterOutputs['payments']['settings']['list'][number];
export type PaymentRunSummary = RouterOutputs['payments']['runs']['list'][number];
export type PaymentRun = RouterOutputs['payments']['runs']['get'];
export type PaymentRunLine = PaymentRun['lines'][number];
export type Statement = RouterOutputs['payments']['statements']['get'];
export type StatementEntry = Statement['entries'][number];
export type Standing = RouterOutputs['payments']['standing'];
export type StatementSummary = RouterOutputs['payments']['statements']['list'][number];
