import { MAX_ATTACHMENT_BYTES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { expectTRPCError } from '../support/harness';
import { contributionInput } from './record-inputs';
import { useRecordsWorld } from './records-fixture';

const world = useRecordsWorld();

const addDraft = () =>
  world.campaignStaff.call((api) => api.contributions.create(contributionInput(world.campaignId)));

const base64 = (text: string) => Buffer.from(text).toString('base64');

describe('comments', () => {
  it('stores the comment as an activity naming who wrote it, with its attachment', async () => {
    const created = await addDraft();
    await world.governmentAdmin.call((api) =>
      api.contributions.comment({
        id: created.id,
        comment: 'Please attach the donor card',
        attachment: {
          fileName: 'card.pdf',
          contentType: 'application/pdf',
          contentBase64: base64('%PDF'),
        },
      }),
    );
    const page = await world.campaignStaff.call((api) =>
      api.activities.list({ contributionId: created.id }),
    );
    const author = await world.governmentAdmin.call((api) => api.auth.me());
    expect(page.data[0]).toMatchObject({
      // The notes keep only the comment; the author travels beside it for Transaction History.
      notes: 'Please attach the donor card',
      actor: { id: author.id, name: `${author.firstName} ${author.lastName}` },
      attachment: { fileName: 'card.pdf', sizeBytes: 4 },
      attachmentPath: expect.stringMatching(/^\/attachments\/\d+$/),
    });
    const file = await world.campaignStaff.call((api) =>
      api.activities.attachment({ id: page.data[0]?.attachment?.id ?? 0 }),
    );
    expect(Buffer.from(file.content).toString()).toBe('%PDF');
    expect(file.contentType).toBe('application/pdf');
    await expectTRPCError(
      world.otherStaff.call((api) =>
        api.activities.attachment({ id: page.data[0]?.attachment?.id ?? 0 }),
      ),
      'NOT_FOUND',
    );
  });

  it.each([
    [MAX_ATTACHMENT_BYTES - 1, true],
    [MAX_ATTACHMENT_BYTES, true],
    [MAX_ATTACHMENT_BYTES + 1, false],
  ])('an attachment of %i bytes is accepted: %s', async (size, accepted) => {
    const created = await addDraft();
    const call = world.campaignStaff.call((api) =>
      api.contributions.comment({
        id: created.id,
        comment: 'big file',
        attachment: {
          fileName: 'big.bin',
          contentType: 'application/octet-stream',
          contentBase64: Buffer.alloc(size).toString('base64'),
        },
      }),
    );
    if (accepted) await expect(call).resolves.toBeUndefined();
    else await expectTRPCError(call, 'BAD_REQUEST', 'The attachment may be at most 10 MB');
  });

  it('refuses an empty comment without a file', async () => {
    const created = await addDraft();
    await expectTRPCError(
      world.campaignStaff.call((api) =>
        api.contributions.comment({ id: created.id, comment: ' ' }),
      ),
      'BAD_REQUEST',
      'A comment or an attachment is required',
    );
  });
});

describe('activities.list', () => {
  it('pages newest first with data, page, perPage and total', async () => {
    const created = await addDraft();
    for (const text of ['one', 'two', 'three'])
      await world.campaignStaff.call((api) =>
        api.contributions.comment({ id: created.id, comment: text }),
      );
    const first = await world.campaignAdmin.call((api) =>
      api.activities.list({ contributionId: created.id, page: 0, perPage: 2 }),
    );
    expect(first).toMatchObject({ page: 0, perPage: 2, total: 4 });
    expect(first.data.map((activity) => activity.notes)).toEqual(['three', 'two']);
    const second = await world.campaignAdmin.call((api) =>
      api.activities.list({ contributionId: created.id, page: 1, perPage: 2 }),
    );
    expect(second.data.map((activity) => activity.notes)).toEqual([
      'one',
      expect.stringContaining('added contribution'),
    ]);
  });

  it.each([
    ['a page past the database integer range', { page: 2 ** 53 - 1, perPage: 5000 }],
    ['a page written in hexadecimal', { page: '0x10' }],
    ['a blank page', { page: ' ' }],
  ])('refuses %s as a bad request', async (_what, paging) => {
    await expectTRPCError(
      world.campaignAdmin.call((api) =>
        api.activities.list({ campaignId: world.campaignId, ...paging } as never),
      ),
      'BAD_REQUEST',
    );
  });

  it('lists a whole campaign for its users and a government for its admins', async () => {
    const created = await addDraft();
    const campaign = await world.campaignStaff.call((api) =>
      api.activities.list({ campaignId: world.campaignId }),
    );
    expect(campaign.data.some((activity) => activity.contributionId === created.id)).toBe(true);
    const government = await world.governmentAdmin.call((api) =>
      api.activities.list({ governmentId: world.governmentId }),
    );
    expect(government.data.some((activity) => activity.contributionId === created.id)).toBe(true);
    const foreign = await world.foreignGovernmentAdmin.call((api) =>
      api.activities.list({ governmentId: world.governmentId }),
    );
    expect(foreign).toMatchObject({ data: [], total: 0 });
  });
});
