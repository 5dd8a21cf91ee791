import { expect } from 'vitest';
import { contributionPayload } from './campaign-staff-world';
import type { TestWorld } from './test-world';

/**
 * A contribution of 12.34 (1,234 cents) entered by the world's admin as a draft, private until
 * `submit()` makes it public: the two steps the dashboard tests look between.
 */
export async function draftContribution(world: TestWorld<'admin'>) {
  const created = await world.post(
    'admin',
    '/contributions/new',
    contributionPayload(world.campaignId),
  );
  expect(created.statusCode).toBe(201);
  const id = created.json().id;
  return {
    submit: async () => {
      const submitted = await world.as('admin', {
        method: 'PUT',
        url: `/contributions/${id}`,
        payload: { id, version: 1, status: 'submitted' },
      });
      expect(submitted.statusCode).toBe(204);
    },
  };
}
