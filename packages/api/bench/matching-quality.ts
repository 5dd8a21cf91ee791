/**
 * Matching quality and speed: a labelled synthetic set of contributions against a synthetic
 * voter file. Prints precision and recall for exact and for strong-or-better matches, overall and
 * per spelling kind, and the lookup time per contribution.
 *
 *   pnpm --filter @portal/api bench:matching [-- --voters 500000 --contributions 2000]
 *   pnpm --filter @portal/api bench:matching -- --no-street-index   # as before the street index
 *
 * Uses an in-memory PGlite database, or PostgreSQL when DATABASE_URL is set (a scratch database:
 * the bench creates its tables there and fills the voter file).
 */
import { parseArgs } from 'node:util';
import {
  governments,
  knownContributors,
  migrateDatabase,
  openDatabase,
  voterStreets,
} from '@portal/db';
import {
  createRandom,
  generateVoters,
  insertInBatches,
  OMISSION_SPELLINGS,
  type OmissionSpelling,
  type Random,
  SPELLINGS,
  type Spelling,
  type Voter,
  writePerson,
} from '@portal/db/seed';
import { sql } from 'drizzle-orm';
import { findMatchCandidates, type MatchQuery } from '../src/matching/candidates';
import { decideMatch } from '../src/matching/refresh';
import { refreshVoterStreets } from '../src/matching/streets';

const { values } = parseArgs({
  options: {
    voters: { type: 'string', default: '500000' },
    contributions: { type: 'string', default: '2000' },
    'no-street-index': { type: 'boolean', default: false },
  },
});
const withStreetIndex = !values['no-street-index'];
const BENCH_SPELLINGS = [...SPELLINGS, ...OMISSION_SPELLINGS];
const voterCount = Number(values.voters);
const contributionCount = Number(values.contributions);

interface Labelled {
  query: MatchQuery;
  /** The voter the contribution really is; null for someone outside the file. */
  truth: string | null;
  spelling: Spelling | OmissionSpelling | 'not_in_file';
}

/** Four in five contributions come from voters, written in every way campaigns write them. */
function labelledSet(random: Random, voters: readonly Voter[], outsiders: readonly Voter[]) {
  const set: Labelled[] = [];
  for (let key = 0; key < contributionCount; key += 1) {
    const fromFile = random.chance(0.8);
    const person = fromFile ? random.pick(voters) : random.pick(outsiders);
    const spelling = fromFile ? random.pick(BENCH_SPELLINGS) : 'as_in_file';
    const written = writePerson(
      random,
      {
        firstName: person.row.firstName,
        lastName: person.row.lastName,
        address1: person.row.address1,
        address2: person.row.address2 ?? null,
      },
      spelling,
    );
    set.push({
      query: { key, governmentId: 1, ...written, ...pick(person) },
      truth: fromFile ? person.row.id : null,
      spelling: fromFile ? spelling : 'not_in_file',
    });
  }
  return set;
}

const pick = (voter: Voter) => ({
  city: voter.row.city,
  state: voter.row.state,
  zip: voter.row.zip,
});

const percent = (part: number, whole: number) =>
  whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)}%`;

async function main() {
  const handle = await openDatabase({ url: process.env.DATABASE_URL });
  await migrateDatabase(handle);
  const { db } = handle;
  await db.insert(governments).values({ id: 1, name: 'Bench City' }).onConflictDoNothing();
  await db.delete(knownContributors);
  await db.delete(voterStreets);

  const random = createRandom(7);
  let started = Date.now();
  const voters = generateVoters(random, voterCount);
  for (let start = 0; start < voters.length; start += 50_000) {
    await insertInBatches(
      db,
      knownContributors,
      voters.slice(start, start + 50_000).map((voter) => voter.row),
    );
    process.stdout.write(`\rvoter file: ${Math.min(start + 50_000, voters.length)} rows`);
  }
  await db.execute(sql`analyze known_contributors`);
  console.log(` loaded in ${((Date.now() - started) / 1000).toFixed(1)} s (${handle.kind})`);
  if (withStreetIndex) {
    started = Date.now();
    const streets = await refreshVoterStreets(db);
    console.log(
      `street index: ${streets} streets in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } else console.log('street index: left empty (--no-street-index)');

  // People of the same city who are not in the file: generated alike, never inserted.
  const outsiders = generateVoters(createRandom(99), 5_000);
  const set = labelledSet(random, voters, outsiders);

  started = Date.now();
  const found = await findMatchCandidates(
    db,
    set.map((item) => item.query),
  );
  const batchMs = Date.now() - started;

  started = Date.now();
  for (const item of set.slice(0, 100)) await findMatchCandidates(db, [item.query]);
  const singleMs = (Date.now() - started) / 100;

  const tally = {
    exact: { predicted: 0, correct: 0 },
    strongOrBetter: { predicted: 0, correct: 0 },
  };
  const inFile = set.filter((item) => item.truth !== null).length;
  const bySpelling = new Map<
    string,
    {
      total: number;
      exact: number;
      exactCorrect: number;
      strongOrBetter: number;
      strongCorrect: number;
    }
  >();
  for (const item of set) {
    const results = found.get(item.query.key) ?? { exact: [], strong: [], weak: [] };
    const decided = decideMatch(
      {
        ...item.query,
        id: item.query.key,
        address2: item.query.address2 ?? null,
        contributorType: 'individual',
        name: null,
        matchId: null,
      },
      results,
    );
    const best = results.exact[0] ?? results.strong[0];
    const row = bySpelling.get(item.spelling) ?? {
      total: 0,
      exact: 0,
      exactCorrect: 0,
      strongOrBetter: 0,
      strongCorrect: 0,
    };
    row.total += 1;
    if (decided.matchId) {
      tally.exact.predicted += 1;
      if (decided.matchId === item.truth) {
        tally.exact.correct += 1;
        row.exactCorrect += 1;
      }
      row.exact += 1;
    }
    if (best) {
      tally.strongOrBetter.predicted += 1;
      if (best.id === item.truth) {
        tally.strongOrBetter.correct += 1;
        row.strongCorrect += 1;
      }
      row.strongOrBetter += 1;
    }
    bySpelling.set(item.spelling, row);
  }

  console.log(
    `\n${set.length} contributions (${inFile} from the voter file), ${voterCount} voters`,
  );
  console.log('| Match | Precision | Recall |');
  console.log('|---|---|---|');
  for (const [label, counts] of [
    ['exact (chosen automatically)', tally.exact],
    ['strong or better (top candidate)', tally.strongOrBetter],
  ] as const) {
    console.log(
      `| ${label} | ${percent(counts.correct, counts.predicted)} | ${percent(counts.correct, inFile)} |`,
    );
  }
  console.log(
    '\n| Spelling | Contributions | Exact precision | Exact recall | Strong+ precision | Strong+ recall |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const [spelling, row] of [...bySpelling.entries()].sort()) {
    // People outside the file have nobody to find: recall is n/a, precision is what was claimed.
    const findable = spelling === 'not_in_file' ? 0 : row.total;
    console.log(
      `| ${spelling} | ${row.total} | ${percent(row.exactCorrect, row.exact)} | ${percent(row.exactCorrect, findable)} | ${percent(row.strongCorrect, row.strongOrBetter)} | ${percent(row.strongCorrect, findable)} |`,
    );
  }
  console.log(
    `\nLookup: ${(batchMs / set.length).toFixed(2)} ms per contribution in batches of 400, ${singleMs.toFixed(1)} ms for one contribution alone`,
  );
  await handle.close();
}

await main();
