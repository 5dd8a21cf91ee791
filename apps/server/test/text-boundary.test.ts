import { activityAttachments } from '@portal/db';
import { CAMPAIGN_MESSAGES } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contributionPayload, multipartBody } from './campaign-staff-world';
import { CAMPAIGN_STAFF, GOVERNMENT_ADMIN, useTestWorld } from './test-world';

/**
 * The text boundary rule over HTTP: invisible, direction and separator characters that every
 * free-text field took before are a 400 naming the field; file names are made safe where they
 * are kept and where they are downloaded; names that look alike are a 409.
 */
const world = useTestWorld({ users: { government: GOVERNMENT_ADMIN, staff: CAMPAIGN_STAFF } });

const refused = (label: string, codePoint: string) =>
  `${label} contains a character that is not allowed (${codePoint})`;

const newContribution = (change: object) =>
  world.post('staff', '/contributions/new', {
    ...contributionPayload(world.campaignId),
    ...change,
  });

describe('[text rule] free-text fields', () => {
  it.each([
    ['firstName', 'Ana\u202E', refused('First name', 'U+202E')],
    ['lastName', 'Diaz\u2066', refused('Last name', 'U+2066')],
    ['address1', '1 Main\u200B St', refused('Street address', 'U+200B')],
    ['city', 'Port\u2028land', refused('City', 'U+2028')],
    ['city', 'Port\nland', refused('City', 'U+000A')],
    ['notes', 'paid\u2029in cash', refused('Notes', 'U+2029')],
    ['notes', 'paid \u200Fin cash', refused('Notes', 'U+200F')],
  ])('a contribution whose %s is %j is a 400 naming it', async (field, value, message) => {
    const response = await newContribution({ [field]: value });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().validationErrors?.[field]).toBe(message);
  });

  it('notes keep their lines, Windows line breaks as line feeds, and text is kept as NFC', async () => {
    const created = await newContribution({ notes: 'Paid\r\nin cash', firstName: 'Jose\u0301' });
    expect(created.statusCode, created.body).toBe(201);
    const read = await world.get('staff', `/contributions/${created.json().id}`);
    expect(read.json()).toMatchObject({ notes: 'Paid\nin cash', firstName: 'José' });
  });

  it('an invitation whose name holds a direction override is a 400 naming the field', async () => {
    const response = await world.post('government', '/users/invite', {
      email: 'spoof@example.org',
      firstName: 'Ann\u202E',
      lastName: 'Lee',
      role: 'government_admin',
      governmentId: world.governmentId,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual({
      firstName: refused('First name', 'U+202E'),
    });
  });

  it('a comment with a direction override is a 400; one of several lines is taken', async () => {
    const id = (await newContribution({})).json().id;
    const comment = (text: string) =>
      world.as('staff', {
        method: 'POST',
        url: `/contributions/${id}/comments`,
        ...multipartBody({ comment: text }),
      });
    const spoofed = await comment('see inv\u202Efdp.exe');
    expect(spoofed.statusCode).toBe(400);
    expect(spoofed.json().message).toBe(refused('Comment', 'U+202E'));
    expect((await comment('Receipt\r\nattached')).statusCode).toBe(204);
  });
});

describe('[text rule] attachment names', () => {
  const activitiesOf = async (id: number) =>
    (await world.post('staff', '/activities', { contributionId: id, page: 0, perPage: 5 })).json();

  it.each([
    [
      'multipart',
      (id: number) => ({
        method: 'POST' as const,
        url: `/contributions/${id}/comments`,
        ...multipartBody(
          { comment: 'Invoice' },
          { field: 'attachment', name: 'inv\u202Efdp.exe', type: 'application/pdf', body: 'MZ' },
        ),
      }),
    ],
    [
      'JSON',
      (id: number) => ({
        method: 'POST' as const,
        url: `/contributions/${id}/comments`,
        payload: {
          comment: 'Invoice',
          attachment: {
            fileName: 'inv\u202Efdp.exe',
            contentType: 'application/pdf',
            contentBase64: Buffer.from('MZ').toString('base64'),
          },
        },
      }),
    ],
  ])(
    'a %s upload named inv\\u202Efdp.exe is kept and downloaded as invfdp.exe',
    async (_body, request) => {
      const id = (await newContribution({})).json().id;
      const posted = await world.as('staff', request(id));
      expect(posted.statusCode, posted.body).toBe(204);
      const [latest] = (await activitiesOf(id)).data;
      expect(latest.attachment.fileName).toBe('invfdp.exe');
      const download = await world.as('staff', {
        method: 'GET',
        url: `/attachments/${latest.attachment.id}`,
      });
      expect(download.headers['content-disposition']).toBe(
        `attachment; filename="invfdp.exe"; filename*=UTF-8''invfdp.exe`,
      );
    },
  );

  it('a name kept before names were made safe is shown and downloaded safe', async () => {
    const id = (await newContribution({})).json().id;
    await world.as('staff', {
      method: 'POST',
      url: `/contributions/${id}/comments`,
      ...multipartBody(
        { comment: 'Invoice' },
        { field: 'attachment', name: 'invoice.pdf', type: 'application/pdf', body: '%PDF' },
      ),
    });
    const [latest] = (await activitiesOf(id)).data;
    await world.database.db
      .update(activityAttachments)
      .set({ fileName: 'inv\u202Efdp.exe' })
      .where(eq(activityAttachments.id, latest.attachment.id));
    expect((await activitiesOf(id)).data[0].attachment.fileName).toBe('invfdp.exe');
    const download = await world.as('staff', {
      method: 'GET',
      url: `/attachments/${latest.attachment.id}`,
    });
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="invfdp.exe";/);
  });
});

describe('[text rule] names that look alike', () => {
  const MARIA = 'Maria Lopez for Mayor 2024';

  it('a campaign whose name looks like another of the government is a 409 naming it, on REST and tRPC', async () => {
    const create = (name: string) =>
      world.post('government', '/campaigns/new', {
        governmentId: world.governmentId,
        name,
        officeSought: 'Mayor',
      });
    expect((await create(MARIA)).statusCode).toBe(201);
    const rest = await create('M\u0430ria Lopez for Mayor 2024');
    expect(rest.statusCode).toBe(409);
    expect(rest.json().message).toBe(CAMPAIGN_MESSAGES.nameLookalike(MARIA));
    const trpc = await world.as('government', {
      method: 'POST',
      url: '/trpc/campaigns.create',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        json: {
          governmentId: world.governmentId,
          name: '\uFF2Daria Lopez for Mayor 2024',
          officeSought: 'Mayor',
        },
      }),
    });
    expect(trpc.statusCode).toBe(409);
    expect(trpc.json().error.json.message).toBe(CAMPAIGN_MESSAGES.nameLookalike(MARIA));
  });

  it('a campaign name with a zero-width space is a 400 naming the field', async () => {
    const response = await world.post('government', '/campaigns/new', {
      governmentId: world.governmentId,
      name: 'Maria\u200B Lopez for Mayor 2024',
      officeSought: 'Mayor',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual({
      name: refused('Campaign name', 'U+200B'),
    });
  });

  it('an API token whose name looks like another of the user’s is a 409', async () => {
    const create = (name: string) => world.post('staff', '/api-tokens', { name });
    expect((await create('Nightly export')).statusCode).toBe(201);
    const lookalike = await create('NIGHTLY EXP\u041ERT');
    expect(lookalike.statusCode).toBe(409);
    expect(lookalike.json().message).toMatch(
      /^You already have an API token whose name looks the same: Nightly export/,
    );
  });
});
