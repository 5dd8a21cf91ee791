import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { campaignStaff } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const emptyList = () => ({ data: [], total: 0, page: 0, perPage: 50 });

interface FetchCall {
  url: string;
  init: RequestInit;
}

let fetchCalls: FetchCall[] = [];
let saved: string[] = [];

/** Stubs fetch with one answer and records every file the page saves. */
function answerFetch(response: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      fetchCalls.push({ url, init });
      return response();
    }),
  );
}

beforeEach(() => {
  fetchCalls = [];
  saved = [];
  URL.createObjectURL = () => 'blob:file';
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openContributions() {
  const rendered = renderApp('/contributions', {
    'auth.session': () => campaignStaff,
    'contributions.list': emptyList,
  });
  await screen.findByText('No Contributions');
  return rendered;
}

const csvFile = (size = 20, type = 'text/csv', name = 'contributions.csv') =>
  new File(['x'.repeat(size)], name, { type });

function chooseFile(dialog: HTMLElement, file: File) {
  const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

describe('[contributions] bulk import modal', () => {
  it.each([
    ['no file', null, 'CSV file is required'],
    ['a PDF', csvFile(20, 'application/pdf', 'a.pdf'), 'Not a valid file type'],
    ['a CSV one byte over 500,000', csvFile(500_001), 'Max allowed size is 500KB'],
  ])('refuses %s before uploading', async (_what, file, message) => {
    answerFetch(() => new Response('[]'));
    await openContributions();
    fireEvent.click(screen.getByRole('button', { name: 'Bulk Add Contributions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bulk Add Contributions' });
    if (file) chooseFile(dialog, file);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(fetchCalls).toHaveLength(0);
  });

  it("uploads a CSV of exactly 500,000 bytes and shows the server's message", async () => {
    answerFetch(
      () =>
        new Response(JSON.stringify([{ id: 1 }, { id: 2 }]), {
          status: 200,
          headers: { 'X-Upload-Message': '2 contributions uploaded' },
        }),
    );
    await openContributions();
    fireEvent.click(screen.getByRole('button', { name: 'Bulk Add Contributions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bulk Add Contributions' });
    expect(within(dialog).getByRole('link', { name: 'template' }).getAttribute('href')).toBe(
      '/bulk-contributions.csv',
    );
    chooseFile(dialog, csvFile(500_000));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('2 contributions uploaded')).toBeTruthy();
    expect(fetchCalls[0]?.url).toBe('/contributions/bulk-upload');
    const body = fetchCalls[0]?.init.body as FormData;
    expect(body.get('campaignId')).toBe('7');
    expect((body.get('file') as File).name).toBe('contributions.csv');
  });

  it("lists each row's error under 'Errors:' and clears them when the file changes", async () => {
    answerFetch(
      () =>
        new Response(
          JSON.stringify({
            message: 'Could not upload CSV.',
            contributions: [],
            issues: ['Row 3: Your zipcode is required'],
          }),
          { status: 400 },
        ),
    );
    await openContributions();
    fireEvent.click(screen.getByRole('button', { name: 'Bulk Add Contributions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bulk Add Contributions' });
    chooseFile(dialog, csvFile());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Could not upload CSV.')).toBeTruthy();
    expect(within(dialog).getByText('Errors:')).toBeTruthy();
    expect(within(dialog).getByText('Row 3: Your zipcode is required')).toBeTruthy();

    chooseFile(dialog, csvFile(30, 'text/csv', 'fixed.csv'));
    await waitFor(() => expect(within(dialog).queryByText('Errors:')).toBeNull());
  });
});

describe('[contributions] exports', () => {
  it('Export CSV downloads the filtered list under the name the server gives', async () => {
    answerFetch(
      () =>
        new Response('id,amount\n1,20.00\n', {
          status: 200,
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition':
              'attachment; filename="contributions-download-1700000000000.csv"',
          },
        }),
    );
    await openContributions();
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['contributions-download-1700000000000.csv']));
    expect(fetchCalls[0]?.url).toBe('/contributions');
    expect(JSON.parse(String(fetchCalls[0]?.init.body))).toEqual({
      campaignId: 7,
      filter: {},
      sort: { field: 'date', direction: 'DESC' },
      format: 'csv',
    });
  });

  it('Export XML requires a Filer Id, then saves every document', async () => {
    answerFetch(
      () =>
        new Response(
          JSON.stringify({
            documents: [
              { fileName: 'contributions-download-1-1.xml', xml: '<a/>' },
              { fileName: 'contributions-download-1-2.xml', xml: '<b/>' },
            ],
          }),
          { status: 200 },
        ),
    );
    await openContributions();
    fireEvent.click(screen.getByRole('button', { name: 'Export XML' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export XML' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect(await within(dialog).findByText('Filer Id is required')).toBeTruthy();
    expect(fetchCalls).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/Filer Id/), { target: { value: '1234' } });
    fireEvent.click(within(dialog).getByLabelText('All'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    await waitFor(() =>
      expect(saved).toEqual(['contributions-download-1-1.xml', 'contributions-download-1-2.xml']),
    );
    expect(JSON.parse(String(fetchCalls[0]?.init.body))).toMatchObject({
      campaignId: 7,
      format: 'xml',
      filerId: '1234',
      all: true,
    });
  });

  it('Export XML says so when nothing matches instead of saving an empty file', async () => {
    answerFetch(() => new Response(JSON.stringify({ documents: [] }), { status: 200 }));
    await openContributions();
    fireEvent.click(screen.getByRole('button', { name: 'Export XML' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export XML' });
    fireEvent.change(within(dialog).getByLabelText(/Filer Id/), { target: { value: '1234' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect(
      await screen.findByText('Nothing to export: no transactions match the filters.'),
    ).toBeTruthy();
    expect(saved).toEqual([]);
  });
});
