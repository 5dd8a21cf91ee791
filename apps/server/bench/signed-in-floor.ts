import type { BenchCall } from './calls-list';

/**
 * What every signed-in call costs before it reads anything of its own: HTTP, the tRPC call and
 * the session's read, timed as `GET /me` (the caller's own permissions, nothing listed). A list
 * page cannot take less than this plus its raw SQL, since the session is read, and the caller
 * authorised, before any of their data is: a page whose raw SQL takes less than twice the floor
 * cannot come within 1.5 times it, whatever the list's own code does.
 */
export const signedInFloorCall: BenchCall = {
  name: 'signed-in floor: GET /me, government (the session read, no list)',
  method: 'GET',
  path: '/me',
  caller: 'government',
};

/** A list page timed at one connection, as the goal's ratio to raw SQL reads it. */
export const isListPage = (call: BenchCall, runConnections: number) =>
  (call.path === '/contributions' || call.path === '/expenditures') &&
  call.method === 'POST' &&
  (call.connections ?? runConnections) === 1 &&
  !call.single;

export interface RatioRow {
  name: string;
  p50: number;
  rawP50: number;
}

/** The lines after the table: how many calls came within the goal's ratio, and why the rest. */
export function ratioSummary(rows: RatioRow[], floorP50: number | undefined): string[] {
  if (rows.length === 0) return [];
  const goal = 1.5;
  const within = rows.filter((row) => row.p50 <= goal * row.rawP50);
  const lines = [
    `Ratio p50 at most ${goal} (unrounded): ${within.length} of ${rows.length} list pages at one connection.`,
  ];
  if (floorP50 === undefined) return lines;
  const over = rows.filter((row) => row.p50 > goal * row.rawP50);
  // Below twice the floor, floor + raw is already past the goal's ratio.
  const floorBound = over.filter((row) => row.rawP50 < 2 * floorP50);
  const others = over.filter((row) => row.rawP50 >= 2 * floorP50);
  const beyondFloor = others.filter((row) => row.p50 - floorP50 <= goal * row.rawP50);
  lines.push(
    `The signed-in floor (${signedInFloorCall.path}) p50 ${floorP50.toFixed(2)} ms. Of the ${over.length} calls past ${goal}: ${floorBound.length} have raw SQL under twice the floor (${(2 * floorP50).toFixed(2)} ms), so the floor plus their raw SQL is already past ${goal} times it; of the other ${others.length}, ${beyondFloor.length} are within ${goal} times their raw SQL once the floor is taken off and ${others.length - beyondFloor.length} are not.`,
  );
  return lines;
}
