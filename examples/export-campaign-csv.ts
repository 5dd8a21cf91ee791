// Writes one campaign's contributions as CSV to standard output, the same file the portal's
// Export CSV button gives, e.g. for a treasurer's weekly export:
//   PORTAL_URL=https://finance.example.gov PORTAL_TOKEN=cfp_... CAMPAIGN_ID=3 \
//     pnpm --filter @portal/examples export-campaign-csv > contributions.csv
import { clientFromEnvironment, idFromEnvironment, runScript } from './script-env';

await runScript(async () => {
  const client = clientFromEnvironment();
  const campaignId = idFromEnvironment('CAMPAIGN_ID');
  const chunks = await client.contributions.exportCsv.query({
    campaignId,
    sort: { field: 'date', direction: 'ASC' },
  });
  for await (const chunk of chunks) process.stdout.write(chunk);
});
