import type { Database } from '@portal/db';
import { contributions } from '@portal/db';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { locatedGift } from './factories';

/**
 * The payments a server test needs, made as an admin makes them: the election's settings (through
 * tRPC, as the portal saves them: there is no REST route for settings), and gifts the city
 * matched, written straight to the table.
 */
export async function payableElection(
  send: (request: InjectOptions) => Promise<LightMyRequestResponse>,
  db: Database,
  owner: { governmentId: number; campaignId: number },
  gifts = 2,
): Promise<void> {
  const saved = await send({
    method: 'POST',
    url: '/trpc/paymentSettings.save',
    payload: {
      json: {
        governmentId: owner.governmentId,
        electionName: 'General election 2024',
        contributionsFrom: '2024-01-01',
        electionDate: '2024-11-05',
        offices: [{ office: 'Mayor', capCents: 75_000_000, qualifyingContributions: 1 }],
        paymentDates: ['2024-06-01'],
      },
    },
  });
  if (saved.statusCode !== 200) throw new Error(`settings: ${saved.statusCode} ${saved.body}`);
  await db.insert(contributions).values(
    Array.from({ length: gifts }, (_, index) =>
      locatedGift(owner, {
        amountCents: 2_000,
        date: '2024-03-01',
        lastName: `Payable${index}`,
        latitude: 45.5,
        status: 'processed',
        compliant: true,
        matchAmountCents: 2_000,
        matchInPortland: true,
        donorKey: `voter:payable-${owner.campaignId}-${index}`,
      }),
    ),
  );
}
