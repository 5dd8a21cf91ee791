import { describe, expect, it } from 'vitest';
import { payableElection } from './payment-fixtures';
import { CAMPAIGN_ADMIN, GOVERNMENT_ADMIN, useTestWorld } from './test-world';

const world = useTestWorld({
  users: { government: GOVERNMENT_ADMIN, campaign: CAMPAIGN_ADMIN },
  campaignName: 'Mia Mayor 2024',
});

const openRun = () =>
  world.post('government', '/payment-runs', {
    governmentId: world.governmentId,
    cutoffDate: '2024-06-30',
  });

describe('payment runs over REST', () => {
  it('opens, approves, refuses a second approval, and gives the treasury file and the statement', async () => {
    await payableElection((request) => world.as('government', request), world.database.db, world);
    const opened = await openRun();
    expect(opened.statusCode).toBe(201);
    const run = opened.json();
    expect(run).toMatchObject({ status: 'draft', totalCents: 36_000 });
    expect(run.lines[0]).toMatchObject({ campaignName: 'Mia Mayor 2024', amountCents: 36_000 });

    const draftFile = await world.get('government', `/payment-runs/${run.id}/payments.csv`);
    expect(draftFile.statusCode).toBe(409);

    const approve = () => world.post('government', `/payment-runs/${run.id}/approve`, undefined);
    expect((await approve()).statusCode).toBe(200);
    expect((await approve()).statusCode).toBe(409);

    const file = await world.as('government', {
      method: 'GET',
      url: `/payment-runs/${run.id}/payments.csv`,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    const [header, line] = file.body.trim().split('\r\n');
    expect(header).toBe('campaign,committee_id,payee_reference,amount,run_id,date');
    expect(line).toMatch(new RegExp(`^Mia Mayor 2024,,,360\\.00,${run.id},\\d{4}-\\d{2}-\\d{2}$`));

    const statement = await world.as('campaign', {
      method: 'GET',
      url: `/payment-runs/${run.id}/statements/${world.campaignId}.csv`,
    });
    expect(statement.statusCode).toBe(200);
    const rows = statement.body.trim().split('\r\n');
    expect(rows[0]).toBe(
      'line,run_id,contribution_id,date,public_funds,reason,running_total,cap_remaining',
    );
    expect(rows.slice(1).map((row) => row.split(',').slice(4, 7).join(','))).toEqual([
      '180.00,,180.00',
      '180.00,,360.00',
    ]);

    const listed = await world.get(
      'government',
      `/payment-runs?governmentId=${world.governmentId}`,
    );
    expect(
      listed.json().map((summary: { id: number; status: string }) => [summary.id, summary.status]),
    ).toEqual([[run.id, 'approved']]);
    expect(
      (await world.as('government', { method: 'DELETE', url: `/payment-runs/${run.id}` }))
        .statusCode,
    ).toBe(409);

    const open = await world.app.inject({
      method: 'GET',
      url: `/open-data/payments.json?governmentId=${world.governmentId}`,
    });
    expect(open.json()).toEqual([
      expect.objectContaining({ runId: run.id, campaignName: 'Mia Mayor 2024', amount: 360 }),
    ]);
  });

  it('keeps payment runs from campaign users, and deletes a draft', async () => {
    expect(
      (await world.get('campaign', `/payment-runs?governmentId=${world.governmentId}`)).statusCode,
    ).toBe(403);
    const draft = (await openRun()).json();
    const deleted = await world.as('government', {
      method: 'DELETE',
      url: `/payment-runs/${draft.id}`,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await world.get('government', `/payment-runs/${draft.id}`)).statusCode).toBe(404);
  });
});
