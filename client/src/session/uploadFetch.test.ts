import { uploadFetch } from './uploadFetch';

/** A stand-in XMLHttpRequest that records what it was given and answers like a server. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  aborted = false;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getAllResponseHeaders() {
    return 'content-type: application/json\r\nx-extra: 1\r\n';
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
}

/** jsdom has no Response: the few members Apollo's HTTP link reads. */
class MiniResponse {
  readonly headers: Headers;
  readonly status: number;
  readonly statusText: string;
  constructor(
    private readonly body: string | null,
    init: { status: number; statusText: string; headers: Headers },
  ) {
    this.status = init.status;
    this.statusText = init.statusText;
    this.headers = init.headers;
  }
  async text() {
    return this.body ?? '';
  }
  async json() {
    return JSON.parse(this.body ?? 'null');
  }
}

describe('uploadFetch', () => {
  const realXhr = globalThis.XMLHttpRequest;
  const hadResponse = 'Response' in globalThis;
  if (!hadResponse) (globalThis as { Response?: unknown }).Response = MiniResponse;
  afterAll(() => {
    if (!hadResponse) delete (globalThis as { Response?: unknown }).Response;
  });
  const realFetch = globalThis.fetch;
  beforeEach(() => {
    (globalThis as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
  });
  afterEach(() => {
    globalThis.XMLHttpRequest = realXhr;
    globalThis.fetch = realFetch;
  });

  test('with onUploadProgress: XMLHttpRequest, headers and body forwarded, progress reported, the answer as a Response', async () => {
    const progress: Array<[number, number]> = [];
    const body = new FormData();
    body.append('operations', '{}');
    const pending = uploadFetch('/graphql', {
      method: 'POST',
      headers: { 'apollo-require-preflight': 'true', authorization: 'Bearer t' },
      body,
      onUploadProgress: (loaded, total) => progress.push([loaded, total]),
    });
    const xhr = FakeXhr.last!;
    expect([xhr.method, xhr.url]).toEqual(['POST', '/graphql']);
    expect(xhr.headers).toEqual({ 'apollo-require-preflight': 'true', authorization: 'Bearer t' });
    expect(xhr.body).toBe(body);
    xhr.upload.onprogress!({ loaded: 50, total: 200, lengthComputable: true });
    xhr.upload.onprogress!({ loaded: 200, total: 200, lengthComputable: true });
    xhr.status = 200;
    xhr.responseText = '{"data":{"ok":1}}';
    xhr.onload!();
    const res = await pending;
    expect(progress).toEqual([
      [50, 200],
      [200, 200],
    ]);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(await res.json()).toEqual({ data: { ok: 1 } });
  });

  test('an abort signal aborts the request; a network error rejects', async () => {
    const controller = new AbortController();
    const aborted = uploadFetch('/graphql', { method: 'POST', body: 'x', signal: controller.signal, onUploadProgress: () => {} });
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last!.aborted).toBe(true);
    const failing = uploadFetch('/graphql', { method: 'POST', body: 'x', onUploadProgress: () => {} });
    FakeXhr.last!.onerror!();
    await expect(failing).rejects.toThrow('Error de red al subir el archivo.');
  });

  test('without onUploadProgress it is plain fetch', async () => {
    const fetchMock = jest.fn().mockResolvedValue('respuesta');
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    FakeXhr.last = null;
    await expect(uploadFetch('/graphql', { method: 'POST', body: '{}' })).resolves.toBe('respuesta');
    expect(fetchMock).toHaveBeenCalledWith('/graphql', { method: 'POST', body: '{}' });
    expect(FakeXhr.last).toBeNull();
  });
});
