import { ROLES } from '@portal/domain';
import { z } from 'zod';

const permissionOutput = z.object({
  id: z.number(),
  role: z.enum(ROLES.values),
  type: z.enum(['government', 'campaign']),
  campaignId: z.number().nullable(),
  campaignName: z.string().nullable(),
  governmentId: z.number(),
  governmentName: z.string(),
  user: z.object({
    id: z.number(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
  }),
});

/** GET /me (spec section 3 "me"): the signed-in user and their permissions, oldest first. */
export const meOutput = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  message: z.literal('Success'),
  assumedCampaignId: z.number().nullable(),
  permissions: z.array(permissionOutput),
});

/** What the invite landing page may show before the invitee has an account. */
export const invitationOutput = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  campaignName: z.string().nullable(),
  governmentName: z.string(),
});
