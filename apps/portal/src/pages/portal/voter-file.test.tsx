import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { campaignAdmin, campaignStaff, governmentAdmin } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const CARD_TITLE = 'Voter file (known contributors)';

/** Stands in for the browser's XMLHttpRequest; the test plays the network's part. */
class FakeUploadRequest {
  static sent: FakeUploadRequest[] = [];
  readonly upload: {
    onprogress: ((event: Partial<ProgressEvent>) => void) | null;
    onload: (() => void) | null;
  } = { onprogress: null, onload: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  withCredentials = false;
  method = '';
  url = '';
  body = new FormData();
  status = 0;
  responseText = '';

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    FakeUploadRequest.sent.push(this);
  }

  sendProgress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  finishSending() {
    act(() => this.upload.onload?.());
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}

beforeEach(() => {
  FakeUploadRequest.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
});
afterEach(() => vi.unstubAllGlobals());

async function openSettingsAs(me: typeof governmentAdmin) {
  renderApp('/settings', { 'auth.session': () => me, 'users.list': () => [] });
  await screen.findByText('Users (0)');
}

async function startImport(options: { skipBadRows: boolean }) {
  await openSettingsAs(governmentAdmin);
  const card = screen.getByRole('region', { name: CARD_TITLE });
  const input = card.querySelector('input[type="file"]') as HTMLInputElement;
  const file = new File(['id,first_name\n'], 'voters.csv', { type: 'text/csv' });
  fireEvent.change(input, { target: { files: [file] } });
  if (options.skipBadRows)
    fireEvent.click(within(card).getByLabelText('Skip bad rows and import the rest'));
  fireEvent.click(within(card).getByRole('button', { name: 'Import' }));
  const request = FakeUploadRequest.sent[0];
  if (!request) throw new Error('nothing was uploaded');
  return { card, request, file };
}

describe('[known-contributors] voter file in settings', () => {
  it('shows the voter file card to a government admin', async () => {
    await openSettingsAs(governmentAdmin);
    expect(screen.getByRole('region', { name: CARD_TITLE })).toBeTruthy();
  });

  it.each([
    ['a campaign admin', campaignAdmin],
    ['campaign staff', campaignStaff],
  ])('hides the card from %s', async (_who, me) => {
    await openSettingsAs(me);
    expect(screen.queryByText(CARD_TITLE)).toBeNull();
  });

  it('shows the upload progress, then Processing…, then the counts', async () => {
    const { card, request, file } = await startImport({ skipBadRows: true });
    expect([request.method, request.url, request.withCredentials]).toEqual([
      'POST',
      '/known-contributors/import',
      true,
    ]);
    expect([...request.body.keys()]).toEqual(['skipBadRows', 'file']);
    expect(request.body.get('skipBadRows')).toBe('true');
    expect((request.body.get('file') as File).name).toBe(file.name);

    request.sendProgress(40, 100);
    expect(within(card).getByText('Uploading… 40%')).toBeTruthy();
    expect(within(card).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    request.finishSending();
    expect(within(card).getByText('Processing…')).toBeTruthy();

    request.answer(200, {
      ok: true,
      message:
        'Imported 2,000 rows: 1,990 new, 5 updated, 5 unchanged, 1 removed; 1 bad row skipped',
      rows: 2001,
      inserted: 1990,
      updated: 5,
      unchanged: 5,
      removed: 1,
      badRows: [{ line: 7, message: 'Line 7: state must be 2 letters' }],
      badRowCount: 1,
    });
    expect(await within(card).findByText(/^Imported 2,000 rows/)).toBeTruthy();
    for (const count of ['Rows in the file: 2,001', 'New: 1,990', 'Updated: 5', 'Removed: 1'])
      expect(within(card).getByText(count)).toBeTruthy();
    expect(within(card).getByText('Line 7: state must be 2 letters')).toBeTruthy();
    expect(within(card).queryByText('Processing…')).toBeNull();
  });

  it('shows why the file was refused and its bad rows by line', async () => {
    const { card, request } = await startImport({ skipBadRows: false });
    expect(request.body.get('skipBadRows')).toBe('false');
    request.answer(400, {
      message: 'Nothing was imported: 1,002 rows have problems',
      badRows: [
        { line: 3, message: 'Line 3: zip is required' },
        { line: 9, message: 'Line 9: state must be 2 letters' },
      ],
      badRowCount: 1002,
    });
    expect(
      await within(card).findByText('Nothing was imported: 1,002 rows have problems'),
    ).toBeTruthy();
    expect(within(card).getByText('Line 3: zip is required')).toBeTruthy();
    expect(within(card).getByText('Line 9: state must be 2 letters')).toBeTruthy();
    expect(within(card).getByText('... and 1,000 more')).toBeTruthy();
  });

  it('asks for a file before uploading anything', async () => {
    await openSettingsAs(governmentAdmin);
    const card = screen.getByRole('region', { name: CARD_TITLE });
    fireEvent.click(within(card).getByRole('button', { name: 'Import' }));
    expect(await within(card).findByText('A CSV file is required')).toBeTruthy();
    expect(FakeUploadRequest.sent).toHaveLength(0);
  });
});
