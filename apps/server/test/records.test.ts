import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { contributionPayload, expenditurePayload, multipartBody } from './campaign-staff-world';
import { CAMPAIGN_STAFF, useTestWorld } from './test-world';

const world = useTestWorld({
  portalPages: true,
  otherCampaignName: 'Other 2024',
  users: {
    staff: CAMPAIGN_STAFF,
    stranger: {
      email: 'stranger@example.org',
      password: 'stranger-password',
      role: 'campaign_staff',
      campaign: 'other',
    },
  },
});

const contribution = () => contributionPayload(world.campaignId);
const asStaff = (options: InjectOptions) => world.as('staff', options);
const asStranger = (options: InjectOptions) => world.as('stranger', options);

const payloads = { contributions: contributionPayload, expenditures: expenditurePayload };

/** `POST /{kind}/new` of a valid draft by the staff member. */
const createDraft = (kind: keyof typeof payloads) =>
  world.post('staff', `/${kind}/new`, payloads[kind](world.campaignId));

/** A draft contribution of the staff member's campaign. */
const createdContributionId = async (): Promise<number> =>
  (await createDraft('contributions')).json().id;

const multipartComment = (comment: string, file?: { name: string; type: string; body: string }) =>
  multipartBody({ comment }, file && { field: 'attachment', ...file });

describe('contribution REST calls', () => {
  it('POST /contributions/new answers 201 with the draft; GET answers 200 with it', async () => {
    const created = await createDraft('contributions');
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ status: 'draft', amount: 12.34, date: '2024-03-01' });

    const read = await asStaff({
      method: 'GET',
      url: `/contributions/${created.json().id}`,
      headers: { accept: 'application/json' },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      id: created.json().id,
      campaign: { id: world.campaignId },
    });
  });

  it('a page load of /contributions/{id} gets the portal page, not the record', async () => {
    const page = await asStaff({
      method: 'GET',
      url: `/contributions/${await createdContributionId()}`,
      headers: { accept: 'text/html' },
    });
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('POST /contributions/new answers 400 naming the broken rule', async () => {
    const response = await asStaff({
      method: 'POST',
      url: '/contributions/new',
      payload: { ...contribution(), zip: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Your zipcode is required',
      validationErrors: { zip: 'Your zipcode is required' },
    });
  });

  it('PUT answers 204, 409 for a stale version; DELETE answers 204', async () => {
    const id = await createdContributionId();
    const saved = await asStaff({
      method: 'PUT',
      url: `/contributions/${id}`,
      payload: { id, version: 1, amount: 20 },
    });
    expect(saved.statusCode).toBe(204);
    const stale = await asStaff({
      method: 'PUT',
      url: `/contributions/${id}`,
      payload: { id, version: 1, amount: 21 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'This contribution was changed by someone else. Reload to see the latest version.',
    );
    const archived = await asStaff({ method: 'DELETE', url: `/contributions/${id}` });
    expect(archived.statusCode).toBe(204);
  });

  it('answers 404 to a user of another campaign, for reading, changing and commenting', async () => {
    const id = await createdContributionId();
    const headers = { accept: 'application/json' };
    const calls = [
      asStranger({ method: 'GET', url: `/contributions/${id}`, headers }),
      asStranger({ method: 'PUT', url: `/contributions/${id}`, headers, payload: { notes: 'x' } }),
      asStranger({ method: 'DELETE', url: `/contributions/${id}`, headers }),
      asStranger({
        method: 'POST',
        url: `/contributions/${id}/comments`,
        headers,
        payload: { comment: 'x' },
      }),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(404);
  });
});

describe('comments, activities and attachments', () => {
  it('a multipart comment with a file answers 204; the file downloads only for the campaign', async () => {
    const id = await createdContributionId();
    const comment = await asStaff({
      method: 'POST',
      url: `/contributions/${id}/comments`,
      ...multipartComment('See the receipt', {
        name: '../../etc/re;ceipt<1>.html',
        type: 'text/html',
        body: '<script>alert(1)</script>',
      }),
    });
    expect(comment.statusCode).toBe(204);

    const activities = await asStaff({
      method: 'POST',
      url: '/activities',
      payload: { contributionId: id, page: 0, perPage: 5 },
    });
    expect(activities.statusCode).toBe(200);
    const body = activities.json();
    expect(body).toMatchObject({ page: 0, perPage: 5, total: 2 });
    expect(body.data[0]).toMatchObject({ notes: 'See the receipt' });
    const attachment = body.data[0].attachment;
    expect(attachment.fileName).toBe('receipt1.html');

    const download = await asStaff({ method: 'GET', url: `/attachments/${attachment.id}` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="receipt1.html"/,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-type']).toBe('application/octet-stream');
    expect(download.body).toBe('<script>alert(1)</script>');

    const stolen = await asStranger({ method: 'GET', url: `/attachments/${attachment.id}` });
    expect(stolen.statusCode).toBe(404);
    const strangerHistory = await asStranger({
      method: 'POST',
      url: '/activities',
      payload: { contributionId: id },
    });
    expect(strangerHistory.json()).toMatchObject({ data: [], total: 0 });
  });
});

describe('expenditure REST calls', () => {
  it('create 201, get 200, update 204, comment 204', async () => {
    const created = await createDraft('expenditures');
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(created.json()).toMatchObject({ status: 'draft', amount: 45.67 });
    const read = await asStaff({ method: 'GET', url: `/expenditures/${id}` });
    expect(read.statusCode).toBe(200);
    const saved = await asStaff({
      method: 'PUT',
      url: `/expenditures/${id}`,
      payload: { id, notes: 'paid by card' },
    });
    expect(saved.statusCode).toBe(204);
    const comment = await asStaff({
      method: 'POST',
      url: `/expenditures/${id}/comments`,
      ...multipartComment('Receipt to follow'),
    });
    expect(comment.statusCode).toBe(204);
    const stranger = await asStranger({ method: 'GET', url: `/expenditures/${id}` });
    expect(stranger.statusCode).toBe(404);
  });
});
