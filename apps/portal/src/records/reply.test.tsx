import { MAX_ATTACHMENT_BYTES } from '@portal/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { campaignStaff } from '../test/fixtures';
import { contributionRecord, emptyActivities } from '../test/records-fixtures';
import { renderApp } from '../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('[contributions] reply', () => {
  it('posts the message and one attachment as multipart, then reloads the history', async () => {
    const posted: { url: string; body: FormData }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        posted.push({ url, body: init.body as FormData });
        return new Response(null, { status: 204 });
      }),
    );
    const { callsTo } = renderApp('/contributions/42', {
      'auth.session': () => campaignStaff,
      'contributions.get': () => contributionRecord(),
      'activities.list': emptyActivities,
    });
    expect(await screen.findByText('No activity yet')).toBeTruthy();
    const submit = screen
      .getAllByRole('button', { name: 'Submit' })
      .find((button) => !button.closest('[data-testid="record-actions"]')) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);

    fireEvent.change(screen.getByLabelText('Reply'), { target: { value: 'Receipt attached' } });
    const fileInput = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(fileInput, {
      target: { files: [new File(['%PDF'], 'receipt.pdf', { type: 'application/pdf' })] },
    });
    const loads = callsTo('activities.list').length;
    fireEvent.click(submit);

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.url).toBe('/contributions/42/comments');
    const body = posted[0]?.body as FormData;
    expect(body.get('comment')).toBe('Receipt attached');
    expect((body.get('attachment') as File).name).toBe('receipt.pdf');
    await waitFor(() => expect(callsTo('activities.list').length).toBeGreaterThan(loads));
    await waitFor(() =>
      expect((screen.getByLabelText('Reply') as HTMLTextAreaElement).value).toBe(''),
    );
  });

  it('sends an attachment without message text', async () => {
    const posted: FormData[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        posted.push(init.body as FormData);
        return new Response(null, { status: 204 });
      }),
    );
    renderApp('/contributions/42', {
      'auth.session': () => campaignStaff,
      'contributions.get': () => contributionRecord(),
      'activities.list': emptyActivities,
    });
    expect(await screen.findByText('No activity yet')).toBeTruthy();
    chooseAttachment(new File(['%PDF'], 'receipt.pdf', { type: 'application/pdf' }));
    const submit = replySubmit();
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    await waitFor(() => expect(posted).toHaveLength(1));
    const body = posted[0] as FormData;
    expect(body.get('comment')).toBe('');
    expect((body.get('attachment') as File).name).toBe('receipt.pdf');
  });

  it('refuses a file over 10 MB in the browser, before any upload', async () => {
    const fetchStub = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchStub);
    renderApp('/contributions/42', {
      'auth.session': () => campaignStaff,
      'contributions.get': () => contributionRecord(),
      'activities.list': emptyActivities,
    });
    expect(await screen.findByText('No activity yet')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Reply'), { target: { value: 'Scans attached' } });
    chooseAttachment(fileOfSize('scans.zip', MAX_ATTACHMENT_BYTES + 1));
    expect(await screen.findByText('The attachment may be at most 10 MB')).toBeTruthy();
    expect(replySubmit().disabled).toBe(true);
    fireEvent.click(replySubmit());

    chooseAttachment(fileOfSize('scans.zip', MAX_ATTACHMENT_BYTES));
    await waitFor(() =>
      expect(screen.queryByText('The attachment may be at most 10 MB')).toBeNull(),
    );
    expect(replySubmit().disabled).toBe(false);
    expect(fetchStub).not.toHaveBeenCalled();
  });
});

const replySubmit = () =>
  screen
    .getAllByRole('button', { name: 'Submit' })
    .find((button) => !button.closest('[data-testid="record-actions"]')) as HTMLButtonElement;

const chooseAttachment = (file: File) => {
  const fileInput = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(fileInput, { target: { files: [file] } });
};

/** A file that reports `size` bytes without allocating them: the browser check reads the size. */
function fileOfSize(name: string, size: number): File {
  const file = new File(['x'], name);
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
