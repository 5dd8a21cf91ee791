import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { campaignStaff } from '../test/fixtures';
import { contributionRecord, emptyActivities } from '../test/records-fixtures';
import { renderApp } from '../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('[contributions] reply', { timeout: 60_000 }, () => {
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
      'auth.me': () => campaignStaff,
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
});
