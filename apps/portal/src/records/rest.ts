import { BULK_UPLOAD_MESSAGE_HEADER } from '@portal/domain';
import { isSessionRejection, reportSessionExpired } from '../lib/session-expiry';
import type { ListInput, RecordCollection } from './api';

/**
 * File-shaped calls go over REST (spec section 7): CSV and XML exports, the bulk upload and
 * comments with an attachment. Every call carries the session cookie.
 */

export class RestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}

/** The error for a failed answer's status and text, however it was fetched (fetch or XHR). */
export function restErrorOf(status: number, text: string): RestError {
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // A plain-text answer is the message itself.
  }
  const message =
    typeof body === 'object' && body !== null && 'message' in body
      ? String((body as { message: unknown }).message)
      : text || `${status} status returned`;
  if (isSessionRejection(status, message)) reportSessionExpired();
  return new RestError(status, message, body);
}

async function failure(response: Response): Promise<RestError> {
  return restErrorOf(response.status, await response.text());
}

async function call(path: string, init: RequestInit): Promise<Response> {
  const response = await fetch(path, { credentials: 'include', ...init });
  if (!response.ok) throw await failure(response);
  return response;
}

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  body: JSON.stringify(body),
});

/** The file name the server chose, from `Content-Disposition: attachment; filename="..."`. */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/** Saves a blob under `fileName` through a temporary link, as a browser download. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

type ExportScope = Omit<ListInput, 'page' | 'perPage'>;

/** `POST /contributions` (or /expenditures) with format csv: the filtered list as a CSV file. */
export async function exportCsv(kind: RecordCollection, scope: ExportScope, now = Date.now()) {
  const response = await call(`/${kind}`, {
    ...json({ ...scope, format: 'csv' }),
    headers: { 'Content-Type': 'application/json', Accept: 'text/csv' },
  });
  const fallback = `${kind}-download-${now}.csv`;
  saveFile(
    await response.blob(),
    fileNameFrom(response.headers.get('Content-Disposition'), fallback),
  );
}

export interface XmlDocument {
  fileName: string;
  xml: string;
}

/** Format xml: ORESTAR documents for the filer, filtered or all; each is saved as a file. */
export async function exportXml(
  kind: RecordCollection,
  scope: ExportScope,
  options: { filerId: string; all: boolean },
): Promise<XmlDocument[]> {
  const response = await call(`/${kind}`, json({ ...scope, format: 'xml', ...options }));
  const { documents } = (await response.json()) as { documents: XmlDocument[] };
  for (const document of documents)
    saveFile(new Blob([document.xml], { type: 'application/xml' }), document.fileName);
  return documents;
}

/** Bulk upload answer on failure: the message plus one issue per bad row ('Row 12: ...'). */
export interface BulkUploadFailure {
  message: string;
  issues: string[];
}

/** Uploads the CSV; answers the server's success message ('12 contributions uploaded'). */
export async function bulkUploadContributions(campaignId: number, file: File): Promise<string> {
  const form = new FormData();
  form.append('campaignId', String(campaignId));
  form.append('file', file, file.name);
  const response = await fetch('/contributions/bulk-upload', {
    method: 'POST',
    credentials: 'include',
    body: form,
  });
  if (!response.ok) throw await failure(response);
  const created = (await response.json()) as unknown[];
  // A server without the header still answered the array; its length says what happened.
  return (
    response.headers.get(BULK_UPLOAD_MESSAGE_HEADER) ??
    `${created.length} contribution${created.length === 1 ? '' : 's'} uploaded`
  );
}

/** Reads the per-row issues out of a failed bulk upload. */
export function bulkUploadIssues(error: unknown): BulkUploadFailure {
  if (error instanceof RestError) {
    const body = error.body as { issues?: unknown } | null;
    const issues = Array.isArray(body?.issues) ? body.issues.map(String) : [];
    return { message: error.message, issues };
  }
  return { message: error instanceof Error ? error.message : String(error), issues: [] };
}

/** `POST /{kind}/{id}/comments`: multipart comment plus one optional attachment. */
export async function postComment(
  kind: RecordCollection,
  id: number,
  comment: string,
  attachment: File | null,
) {
  const form = new FormData();
  form.append('comment', comment);
  if (attachment) form.append('attachment', attachment, attachment.name);
  await call(`/${kind}/${id}/comments`, { method: 'POST', body: form });
}

export const attachmentUrl = (id: number) => `/attachments/${id}`;
