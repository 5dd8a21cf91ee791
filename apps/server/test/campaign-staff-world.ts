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

/** The records the API's tests create, sent as the New Contribution and New Expense forms send them. */
export {
  contributionInput as contributionPayload,
  expenditureWithoutAddress as expenditurePayload,
} from '@portal/api/testing/record-inputs';
