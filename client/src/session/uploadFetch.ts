/** Upload progress: bytes sent so far and the total (0 when unknown). */
export type UploadProgressHandler = (loaded: number, total: number) => void;

/** Options an operation passes through `context.fetchOptions` to get upload progress. */
export interface UploadFetchOptions extends RequestInit {
  onUploadProgress?: UploadProgressHandler;
}

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const i = line.indexOf(':');
    if (i > 0) headers.append(line.slice(0, i).trim(), line.slice(i + 1).trim());
  }
  return headers;
}

/**
 * The fetch of the upload link. `fetch` cannot report upload progress, so a request that asks for
 * it (a file upload with `onUploadProgress`) goes through XMLHttpRequest; everything else is fetch.
 */
export function uploadFetch(input: string, init: UploadFetchOptions = {}): Promise<Response> {
  const { onUploadProgress, ...options } = init;
  if (!onUploadProgress) return fetch(input, options);
  return new Promise<Response>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', input, true);
    new Headers(options.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
    if (options.credentials === 'include') xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => onUploadProgress(e.loaded, e.lengthComputable ? e.total : 0);
    xhr.onload = () => {
      // 204/304 may not carry a body.
      const body = xhr.status === 204 || xhr.status === 304 ? null : xhr.responseText;
      resolve(new Response(body, { status: xhr.status, statusText: xhr.statusText, headers: parseHeaders(xhr.getAllResponseHeaders()) }));
    };
    xhr.onerror = () => reject(new TypeError('Error de red al subir el archivo.'));
    xhr.onabort = () => reject(new DOMException('Subida cancelada.', 'AbortError'));
    if (options.signal) {
      if (options.signal.aborted) {
        reject(new DOMException('Subida cancelada.', 'AbortError'));
        return;
      }
      options.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(options.body as XMLHttpRequestBodyInit | null);
  });
}
