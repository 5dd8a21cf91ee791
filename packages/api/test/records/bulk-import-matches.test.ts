import { contributions } from '@portal/db';
import { asc, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refreshContributionMatches } from '../../src/matching/refresh';
import { useRecordsWorld } from './records-fixture';
import { addVoters, voter } from './voters';

const world = useRecordsWorld();

const HEADER =
  'date,type,subType,amount,oaeType,contributorType,firstName,middleInitial,lastName,name,address1,city,state,zip,paymentMethod';
const LINES = [
  // In the voter file exactly, then with a typo, then someone nobody knows.
  '2024-03-01,contribution,cash,10,matchable,individual,Grace,,Hopper,,12 Oak St,Portland,OR,97201,cash',
  '2024-03-02,contribution,cash,20,matchable,individual,Grace,,Hoper,,12 Oak St,Portland,OR,97201,cash',
  '2024-03-03,contribution,cash,30,matchable,individual,Nobody,,Known,,99 Elm Ave,Gresham,OR,97030,cash',
  '2024-03-04,contribution,cash,40,matchable,business,,,,Acme Tools,1 Main St,Portland,OR,97201,check',
  '2024-03-05,contribution,cash,50,matchable,individual,Alan,T,Turing,,7 Pine Rd,Beaverton,OR,97005,cash',
];

const matchColumns = {
  id: contributions.id,
  matchResults: contributions.matchResults,
  matchId: contributions.matchId,
  matchStrength: contributions.matchStrength,
  matchInPortland: contributions.matchInPortland,
  donorKey: contributions.donorKey,
};

describe('a bulk import decides each match before writing the rows', () => {
  it('stores what a refresh of the same rows would store, and answers in file order', async () => {
    const { db } = world.api.handle;
    await addVoters(db, [
      voter('V-HOPPER', 'Grace', 'Hopper', { address1: '12 Oak St', zip: '97201' }),
      voter('V-TURING', 'Alan', 'Turing', {
        address1: '7 Pine Rd',
        zip: '97005',
        city: 'Beaverton',
      }),
    ]);
    const result = await world.campaignStaff.call((api) =>
      api.contributions.bulkImport({
        campaignId: world.campaignId,
        fileName: 'matches.csv',
        csvText: `${[HEADER, ...LINES].join('\n')}\n`,
      }),
    );
    if (!result.ok) throw new Error(result.issues.join('; '));
    expect(result.contributions.map((row) => row.amount)).toEqual([10, 20, 30, 40, 50]);
    // As the import always answered: the records as first written, before their match.
    expect(result.contributions.every((row) => row.matchId === null)).toBe(true);

    const ids = result.contributions.map((row) => row.id);
    const read = () =>
      db
        .select(matchColumns)
        .from(contributions)
        .where(inArray(contributions.id, ids))
        .orderBy(asc(contributions.id));
    const stored = await read();
    expect(stored.map((row) => row.id)).toEqual([...ids].sort((a, b) => a - b));
    expect(stored.find((row) => row.id === ids[0])?.matchId).toBe('V-HOPPER');
    await db.transaction((tx) => refreshContributionMatches(tx, ids));
    expect(await read()).toEqual(stored);
  });
});
