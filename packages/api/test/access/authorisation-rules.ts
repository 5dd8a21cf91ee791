import type { TRPCError } from '@trpc/server';
import type { Caller } from '../support/harness';

// The vocabulary of the authorisation matrix: who calls, what a call may ask for, and the access
// rules (what each caller gets) that the rows of `authorisation-rows.ts` are made of.

/** The callers of the authorisation matrix; the campaign is 'own' for the campaign users and admins. */
export const MATRIX_ACTORS = [
  'anonymous',
  'campaignStaff',
  'campaignAdmin',
  'otherCampaignAdmin',
  'governmentAdmin',
  'assumingAdmin',
] as const;
export type MatrixActor = (typeof MATRIX_ACTORS)[number];
export type Side = 'own' | 'foreign';

/** 'ok' (not refused for who the caller is), or the refusal's tRPC code. */
export type Outcome = 'ok' | TRPCError['code'];

/** What one call may ask for; each call gets fresh records so no call depends on another. */
export interface Target {
  governmentId: number;
  campaignId: number;
  contributionId: () => Promise<number>;
  expenditureId: () => Promise<number>;
  /** A campaign staff permission (of an invited user) nobody else relies on. */
  staffPermission: () => Promise<{ permissionId: number; userId: number }>;
  attachmentId: number;
  staffEmail: string;
}

export interface MatrixRow {
  call: (api: Caller, target: Target) => Promise<unknown>;
  own: Record<MatrixActor, Outcome>;
  foreign: Record<MatrixActor, Outcome>;
  /** The call changes the caller's session (sign-out, edit mode): use a fresh one. */
  freshSession?: boolean;
}

/** Outcomes in the order of `MATRIX_ACTORS`. */
export const outcomes = (...values: [Outcome, Outcome, Outcome, Outcome, Outcome, Outcome]) =>
  Object.fromEntries(MATRIX_ACTORS.map((actor, index) => [actor, values[index]])) as Record<
    MatrixActor,
    Outcome
  >;
export const U = 'UNAUTHORIZED';
export const F = 'FORBIDDEN';
export const N = 'NOT_FOUND';

export const everyone = outcomes('ok', 'ok', 'ok', 'ok', 'ok', 'ok');
export const signedIn = outcomes(U, 'ok', 'ok', 'ok', 'ok', 'ok');
/** A record of the own campaign: its users and the government see it; a sibling campaign does not. */
const ownRecord = outcomes(U, 'ok', 'ok', N, 'ok', 'ok');
/** Another government's record: nobody here may know it exists. */
const foreignRecord = outcomes(U, N, N, N, N, N);
export const public_ = { own: everyone, foreign: everyone };
export const anySignedIn = { own: signedIn, foreign: signedIn };
/**
 * Lists, exports and histories never refuse a campaign id: they narrow it to the caller's own
 * scope (a foreign id lists nothing; `records-role-matrix.test.ts` checks what comes back).
 */
export const narrowedList = { own: outcomes(U, 'ok', 'ok', 'ok', 'ok', 'ok'), foreign: signedIn };
/** Writing for a campaign: its users, and the government admin only in edit mode. */
export const campaignWrite = {
  own: outcomes(U, 'ok', 'ok', N, F, 'ok'),
  foreign: outcomes(U, N, N, N, N, N),
};
/** Reading one campaign's figures: its users and its government. */
export const campaignRead = {
  own: outcomes(U, 'ok', 'ok', N, 'ok', 'ok'),
  foreign: outcomes(U, N, N, N, N, N),
};
/** Government-wide work (campaigns, geocoding, filings): the government's own admins only. */
export const governmentAdminsOnly = {
  own: outcomes(U, F, F, F, 'ok', 'ok'),
  foreign: outcomes(U, F, F, F, F, F),
};
/** Calls about one government, each asked of the target's government, with one access rule. */
export const rowsOfGovernment = (
  calls: Record<string, (api: Caller, governmentId: number) => Promise<unknown>>,
  access: Pick<MatrixRow, 'own' | 'foreign'>,
): Record<string, MatrixRow> =>
  Object.fromEntries(
    Object.entries(calls).map(([path, call]) => [
      path,
      { call: (api: Caller, target: Target) => call(api, target.governmentId), ...access },
    ]),
  );
export const recordRow = (call: MatrixRow['call'], own = ownRecord): MatrixRow => ({
  call,
  own,
  foreign: foreignRecord,
});
