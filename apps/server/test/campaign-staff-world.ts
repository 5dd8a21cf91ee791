import {
  contributionInput as contributionPayload,
  expenditureWithoutAddress as expenditurePayload,
} from '@portal/api/testing/record-inputs';
import type { InjectOptions } from 'fastify';
import { type Answer, CAMPAIGN_STAFF, type TestWorld, useTestWorld } from './test-world';

/** The records the API's tests create, sent as the New Contribution and New Expense forms send them. */
export { contributionPayload, expenditurePayload };

/** Each kind's REST collection, with the New form's payload of a record of the campaign. */
const NEW_RECORD_PAYLOADS = {
  contributions: contributionPayload,
  expenditures: expenditurePayload,
} as const;

export interface CampaignStaffWorld extends TestWorld<'staff'> {
  /** A request as the signed-in campaign staff member. */
  asStaff: (options: InjectOptions) => Promise<Answer>;
  /** The staff member saves a new record of the kind, as its New form sends it. */
  createRecord: (collection: keyof typeof NEW_RECORD_PAYLOADS) => Promise<Answer>;
}

/**
 * A fresh database and app (with portal pages) with one campaign and its signed-in staff member,
 * for REST tests; `env` adds configuration (variables as in the environment).
 */
export function useCampaignStaffWorld(env: Record<string, string> = {}): CampaignStaffWorld {
  const world = useTestWorld({ env, portalPages: true, users: { staff: CAMPAIGN_STAFF } });
  const asStaff = (options: InjectOptions) => world.as('staff', options);
  return Object.assign(world, {
    asStaff,
    createRecord: (collection: keyof typeof NEW_RECORD_PAYLOADS) =>
      asStaff({
        method: 'POST',
        url: `/${collection}/new`,
        payload: NEW_RECORD_PAYLOADS[collection](world.campaignId),
      }),
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
