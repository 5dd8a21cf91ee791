import { RestError, restErrorOf } from '../records/rest';

/**
 * POSTs a multipart form and reports how much of it has been sent (0 to 1). XMLHttpRequest,
 * because fetch reports no upload progress. Resolves with the JSON answer; a failed answer
 * rejects with the same RestError the other REST calls give, a broken connection with an Error.
 */
export function uploadWithProgress(
  url: string,
  form: FormData,
  onProgress: (sentFraction: number) => void,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.upload.onload = () => onProgress(1);
    request.onload = () => {
      if (request.status < 200 || request.status >= 300) {
        reject(restErrorOf(request.status, request.responseText));
        return;
      }
      try {
        resolve(JSON.parse(request.responseText));
      } catch {
        reject(new RestError(request.status, 'The server sent an unreadable answer', null));
      }
    };
    request.onerror = () => reject(new Error('The upload failed: the connection was lost'));
    request.send(form);
  });
}
