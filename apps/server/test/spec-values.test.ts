import { randomUUID } from 'node:crypto';
import { permissions } from '@portal/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { contributionPayload, expenditurePayload, multipartBody } from './campaign-staff-world';
import { CAMPAIGN_ADMIN, CAMPAIGN_STAFF, GOVERNMENT_ADMIN, useTestWorld } from './test-world';

/** Scripts written from the spec's own words: values, refusals and read shapes. */
const world = useTestWorld({
  portalPages: true,
  otherCampaignName: 'Second Campaign 2024',
  users: { government: GOVERNMENT_ADMIN, admin: CAMPAIGN_ADMIN, staff: CAMPAIGN_STAFF },
});

beforeAll(async () => {
  // Staff of both campaigns: removing one permission must leave the other working.
  await world.database.db.insert(permissions).values({
    userId: world.users.staff.id,
    role: 'campaign_staff',
    governmentId: world.governmentId,
    campaignId: world.otherCampaignId,
  });
});

const { as } = world;

const OFFICE_LIST =
  'Auditor, Mayor, Councilor District 1, Councilor District 2, Councilor District 3, Councilor District 4';

const createCampaignCall = (officeSought: unknown, name: string) =>
  as('government', {
    method: 'POST',
    url: '/campaigns/new',
    payload: {
      governmentId: world.governmentId,
      name,
      officeSought,
      email: `${name.replace(/\W/g, '').toLowerCase()}@example.org`,
      firstName: 'Pat',
      lastName: 'Lee',
    },
  });

async function submittedContribution(): Promise<number> {
  const created = await as('admin', {
    method: 'POST',
    url: '/contributions/new',
    payload: contributionPayload(world.campaignId),
  });
  expect(created.statusCode).toBe(201);
  const { id } = created.json<{ id: number }>();
  const submitted = await as('admin', {
    method: 'PUT',
    url: `/contributions/${id}`,
    payload: { status: 'Submitted' },
  });
  expect(submitted.statusCode).toBe(204);
  return id;
}

/** The permission of the campaign's user with `role`, as `who` lists the campaign's users. */
async function campaignPermissionId(who: 'government' | 'admin', role: string) {
  const users = await world.post(who, '/users', { campaignId: world.campaignId });
  return users.json<{ id: number; role: string }[]>().find((user) => user.role === role)?.id;
}

describe('office names as the spec writes them', () => {
  it.each([
    ['Auditor', 'Auditor'],
    ['auditor', 'Auditor'],
    ['MAYOR', 'Mayor'],
    ['Councilor District 1', 'Councilor District 1'],
    ['councilor_district_2', 'Councilor District 2'],
    ['Councilor_District_3', 'Councilor District 3'],
    ['councilor district 4', 'Councilor District 4'],
  ])('POST /campaigns/new takes %j as %s', async (spelling, stored) => {
    // Names are unique per government whatever their case, and two spellings differ only so.
    const response = await createCampaignCall(spelling, `Office ${spelling} ${randomUUID()} 2026`);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ officeSought: stored });
  });

  it('a value outside the list names the offices; an empty one is still required', async () => {
    const governor = await createCampaignCall('Governor', 'Governor Campaign 2026');
    expect(governor.statusCode).toBe(400);
    expect(governor.json().validationErrors).toEqual({
      officeSought: `Office must be one of: ${OFFICE_LIST}`,
    });
    const empty = await createCampaignCall('', 'Empty Office 2026');
    expect(empty.json().validationErrors).toEqual({ officeSought: 'Office is required' });
  });
});

describe('"X must be one of" for values outside a list', () => {
  it.each([
    [
      'invite role',
      () =>
        as('admin', {
          method: 'POST',
          url: '/users/invite',
          payload: {
            email: 'x@example.org',
            firstName: 'X',
            lastName: 'Y',
            role: 'boss',
            campaignId: world.campaignId,
          },
        }),
      'role',
      'Role must be one of: government_admin, campaign_admin, campaign_staff',
    ],
    [
      'contributor type',
      () =>
        as('admin', {
          method: 'POST',
          url: '/contributions/new',
          payload: { ...contributionPayload(world.campaignId), contributorType: 'alien' },
        }),
      'contributorType',
      'Contributor type must be one of: individual, business, family, labor, political_committee, political_party, unregistered, other',
    ],
    [
      'payee type',
      () =>
        as('admin', {
          method: 'POST',
          url: '/expenditures/new',
          payload: { ...expenditurePayload(world.campaignId), payeeType: 'robot' },
        }),
      'payeeType',
      'Payee type must be one of: individual, business, family, labor, political_committee, political_party, unregistered, other',
    ],
    [
      'list status',
      () =>
        as('admin', {
          method: 'POST',
          url: '/contributions',
          payload: { campaignId: world.campaignId, filter: { status: 'Paid' } },
        }),
      'status',
      'Status must be one of: all, archived, draft, submitted, processed, awaiting',
    ],
  ])('%s', async (_name, call, field, message) => {
    const response = await call();
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors?.[field]).toBe(message);
  });

  it('a status outside the list on PUT /contributions/{id}', async () => {
    const id = await submittedContribution();
    const response = await as('government', {
      method: 'PUT',
      url: `/contributions/${id}`,
      payload: { status: 'Paid' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Status must be one of: Archived, Draft, Submitted, Processed, Awaiting, Out of Compliance',
    );
  });
});

describe('compliant alone on PUT /contributions/{id}', () => {
  const read = async (id: number) =>
    (await as('government', { method: 'GET', url: `/contributions/${id}` })).json<{
      status: string;
      compliant: boolean | null;
    }>();

  it('false is Out of Compliance and true is In Compliance', async () => {
    const id = await submittedContribution();
    const outOf = await as('government', {
      method: 'PUT',
      url: `/contributions/${id}`,
      payload: { compliant: false, reason: 'Over Limit' },
    });
    expect(outOf.statusCode).toBe(204);
    expect(await read(id)).toMatchObject({ status: 'out_of_compliance', compliant: false });

    const inCompliance = await as('government', {
      method: 'PUT',
      url: `/contributions/${id}`,
      payload: { compliant: true },
    });
    expect(inCompliance.statusCode).toBe(204);
    expect(await read(id)).toMatchObject({ status: 'processed', compliant: true });
  });

  it('a campaign user may not set it: 403 with the reason', async () => {
    const id = await submittedContribution();
    const response = await as('admin', {
      method: 'PUT',
      url: `/contributions/${id}`,
      payload: { compliant: false },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Only a government admin can change compliant');
    expect(await read(id)).toMatchObject({ status: 'submitted' });
  });
});

describe('refused transitions name what was asked and what is allowed', () => {
  const draft = async () =>
    (
      await as('admin', {
        method: 'POST',
        url: '/contributions/new',
        payload: contributionPayload(world.campaignId),
      })
    ).json<{ id: number }>().id;

  it.each([
    [
      'government',
      { compliant: true },
      'A Draft contribution cannot be marked compliant: true as Government Admin. Nothing is allowed from Draft as Government Admin.',
    ],
    [
      'staff',
      { status: 'Submitted' },
      'A Draft contribution cannot be moved to Submitted as Campaign Staff. Allowed from Draft: Move to trash, Save Draft.',
    ],
  ] as const)('%s sending %j answers 422', async (who, payload, message) => {
    const response = await as(who, {
      method: 'PUT',
      url: `/contributions/${await draft()}`,
      payload,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(message);
  });
});

describe('refusals of business rules', () => {
  it('removing oneself answers 409 with the reason, not 412', async () => {
    const me = await as('admin', { method: 'GET', url: '/me' });
    const own = me
      .json<{ permissions: { id: number; campaignId: number | null }[] }>()
      .permissions.find((permission) => permission.campaignId === world.campaignId);
    const response = await as('admin', { method: 'DELETE', url: `/permissions/${own?.id}` });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('You cannot remove yourself');
  });

  it('the last campaign admin cannot be removed: 409', async () => {
    const admin = await campaignPermissionId('government', 'campaign_admin');
    const response = await as('government', { method: 'DELETE', url: `/permissions/${admin}` });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('A campaign must keep at least one admin');
  });
});

describe('read shape with comments', () => {
  it.each([
    ['contributions', contributionPayload],
    ['expenditures', expenditurePayload],
  ] as const)('GET /%s/{id} has its campaign and its comments', async (kind, payload) => {
    const created = await as('admin', {
      method: 'POST',
      url: `/${kind}/new`,
      payload: payload(world.campaignId),
    });
    const { id } = created.json<{ id: number }>();
    await as('admin', { method: 'PUT', url: `/${kind}/${id}`, payload: { notes: 'changed' } });
    const withFile = multipartBody(
      { comment: 'Receipt attached' },
      { field: 'attachment', name: 'receipt.pdf', type: 'application/pdf', body: '%PDF-1.4' },
    );
    expect(
      (await as('admin', { method: 'POST', url: `/${kind}/${id}/comments`, ...withFile }))
        .statusCode,
    ).toBe(204);
    await as('government', {
      method: 'POST',
      url: `/${kind}/${id}/comments`,
      payload: { comment: 'Please check the date' },
    });

    const response = await as('government', { method: 'GET', url: `/${kind}/${id}` });
    expect(response.statusCode).toBe(200);
    const record = response.json();
    expect(record).toMatchObject({
      id,
      status: 'draft',
      campaign: { id: world.campaignId, name: 'Jane Doe 2024' },
    });
    expect(record).toHaveProperty('createdAt');
    expect(record).toHaveProperty('updatedAt');
    // Only comments: the field change line stays in the history (POST /activities).
    expect(record.comments).toEqual([
      {
        id: expect.any(Number),
        comment: 'Receipt attached',
        author: { id: expect.any(Number), name: 'Test campaign_admin' },
        createdAt: expect.any(String),
        attachment: { id: expect.any(Number), fileName: 'receipt.pdf', sizeBytes: 8 },
        attachmentPath: expect.stringMatching(/^\/attachments\/\d+$/),
      },
      {
        id: expect.any(Number),
        comment: 'Please check the date',
        author: { id: expect.any(Number), name: 'Test government_admin' },
        createdAt: expect.any(String),
        attachment: null,
        attachmentPath: null,
      },
    ]);
    const file = await as('government', { method: 'GET', url: record.comments[0].attachmentPath });
    expect(file.body).toBe('%PDF-1.4');
  });
});

describe('removing one permission', () => {
  it('ends access to that campaign at once and keeps the person signed in to the other', async () => {
    const inFirst = await as('staff', {
      method: 'POST',
      url: '/contributions/new',
      payload: contributionPayload(world.campaignId),
    });
    const inSecond = await as('staff', {
      method: 'POST',
      url: '/contributions/new',
      payload: contributionPayload(world.otherCampaignId),
    });
    const firstId = inFirst.json<{ id: number }>().id;
    const secondId = inSecond.json<{ id: number }>().id;
    const staffPermission = await campaignPermissionId('admin', 'campaign_staff');

    const removed = await as('admin', {
      method: 'DELETE',
      url: `/permissions/${staffPermission}`,
    });
    expect(removed.statusCode).toBe(200);

    expect(
      (await as('staff', { method: 'GET', url: `/contributions/${firstId}` })).statusCode,
    ).toBe(404);
    expect(
      (await as('staff', { method: 'GET', url: `/contributions/${secondId}` })).statusCode,
    ).toBe(200);
    const me = await as('staff', { method: 'GET', url: '/me' });
    expect(me.statusCode).toBe(200);
    expect(
      me
        .json<{ permissions: { campaignId: number | null }[] }>()
        .permissions.map((permission) => permission.campaignId),
    ).toEqual([world.otherCampaignId]);
  });
});
