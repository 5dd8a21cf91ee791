// Lists the contributions campaigns have submitted and the city has not yet reviewed, with the
// voter-file match the portal suggests for each donor. Run with a government admin's token:
//   PORTAL_URL=https://finance.example.gov PORTAL_TOKEN=cfp_... \
//     pnpm --filter @portal/examples awaiting-review
import { allPages } from '@portal/client';
import { clientFromEnvironment, runScript } from './script-env';

await runScript(async () => {
  const client = clientFromEnvironment();
  const awaiting = allPages(client.contributions.list.query, {
    filter: { status: 'Submitted' },
    sort: { field: 'date', direction: 'ASC' },
  });
  let count = 0;
  for await (const contribution of awaiting) {
    count += 1;
    const match = await client.matching.get.query({ id: contribution.id });
    const best = [...match.results.exact, ...match.results.strong, ...match.results.weak][0];
    const suggestion = best
      ? `${best.matchStrength} match: ${best.firstName} ${best.lastName}, ${best.address1}, ${best.zip}`
      : 'no match suggested';
    const donor = contribution.name ?? `${contribution.firstName} ${contribution.lastName}`;
    console.log(
      `#${contribution.id}\t${contribution.date}\t${contribution.amount}\t${contribution.campaign.name}\t${donor}\t${suggestion}`,
    );
  }
  console.log(`${count} contribution(s) awaiting review.`);
});
