import type { InjectOptions } from 'fastify';
import { type Answer, CAMPAIGN_STAFF, type TestWorld, useTestWorld } from './test-world';

export interface CampaignStaffWorld extends TestWorld<'staff'> {
  /** A request as the signed-in campaign staff member. */
  asStaff: (options: InjectOptions) => Promise<Answer>;
}

/**
 * A fresh database and app (with portal pages) with one campaign and its signed-in staff member,
 * for REST tests; `env` adds configuration (variables as in the environment).
 */
export function useCampaignStaffWorld(env: Record<string, string> = {}): CampaignStaffWorld {
  const world = useTestWorld({ env, portalPages: true, users: { staff: CAMPAIGN_STAFF } });
  return Object.assign(world, {
    asStaff: (options: InjectOptions) => world.as('staff', options),
  });
}

/** A multipart body with text fields and at most one file, as a browser's FormData sends it. */
export function multipartBody(
  fields: Record<string, string>,
  file?: { field: string; name: string; type: string; body: string | Buffer },
) {
  const boundary = 'portal-test-boundary';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      Buffer.isBuffer(file.body) ? file.body : Buffer.from(file.body),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A valid individual cash contribution as the New Contribution form sends it. */
export const contributionPayload = (campaignId: number) => ({
  campaignId,
  date: '2024-03-01',
  type: 'contribution',
  subType: 'cash',
  amount: 12.34,
  oaeType: 'matchable',
  contributorType: 'individual',
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: '1 Main St',
  city: 'Portland',
  state: 'OR',
  zip: '97201',
  paymentMethod: 'cash',
});

/** A valid cash expenditure as the New Expense form sends it. */
export const expenditurePayload = (campaignId: number) => ({
  campaignId,
  amount: 45.67,
  date: '2024-04-02',
  type: 'expenditure',
  subType: 'cash_expenditure',
  paymentMethod: 'debit',
  payeeType: 'business',
  name: 'Print Shop',
});
