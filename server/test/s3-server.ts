import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3StorageConfig } from '../src/core/storage/storage-config';
import { freePort } from './spawn-server';

/** One request s3rver received (method and path with its query), for tests that check what the app sent. */
export interface S3Request {
  method: string;
  url: string;
}

export interface TestS3Server {
  /** e.g. 'http://127.0.0.1:43121' (path-style addressing). */
  endpoint: string;
  port: number;
  bucket: string;
  /** s3rver's data folder (a temp folder, removed by stop()). */
  directory: string;
  /** What the app needs: `storage` for createTestApp, `env` for a spawned server (STORAGE=s3 …). */
  storage: S3StorageConfig;
  env: Record<string, string>;
  /** A plain SDK client on the same server (the test's own view of the bucket). */
  client: S3Client;
  /** Every key in the bucket (under `prefix` when given), sorted. */
  keys(prefix?: string): Promise<string[]>;
  /** The stored bytes of `key`, or null when the bucket has no such object. */
  bytes(key: string): Promise<Buffer | null>;
  /** Multipart uploads begun and neither completed nor aborted. */
  pendingMultipartUploads(): string[];
  /** Requests received since start (or since the last clearRequests). */
  requests: S3Request[];
  clearRequests(): void;
  /** Stops answering (connections refused) without losing the data; start() listens again on the same port. */
  pause(): Promise<void>;
  resume(): Promise<void>;
  /** Stops the server and removes its folder. */
  stop(): Promise<void>;
}

const ACCESS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * An S3-compatible server on a free loopback port (the `s3rver` package, a temp folder, one bucket),
 * for tests that go through the real S3 protocol with the real AWS SDK. s3rver answers
 * AbortMultipartUpload with 405; this wrapper implements it (removes the upload's parts), as S3, MinIO,
 * Garage and R2 do, so "an aborted upload leaves nothing" can be checked.
 */
export async function startS3Server(opts: { bucket?: string; prefix?: string } = {}): Promise<TestS3Server> {
  const bucket = opts.bucket ?? 'crm-test';
  const directory = mkdtempSync(join(tmpdir(), 'crm-s3-'));
  const s3rver = new S3rver({ silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  await s3rver.configureBuckets();
  const handle = s3rver.getMiddleware();
  const uploadsDir = join(directory, bucket, '._S3rver_uploads');
  const requests: S3Request[] = [];

  const onRequest = (req: IncomingMessage, res: ServerResponse) => {
    requests.push({ method: req.method ?? '', url: req.url ?? '' });
    const url = new URL(req.url ?? '/', 'http://s3');
    const uploadId = url.searchParams.get('uploadId');
    if (req.method === 'DELETE' && uploadId && /^[a-f0-9]+$/.test(uploadId)) {
      req.resume();
      rmSync(join(uploadsDir, uploadId), { recursive: true, force: true });
      res.statusCode = 204;
      res.end();
      return;
    }
    handle(req, res);
  };

  const port = await freePort();
  let server: Server | null = null;
  const listen = async () => {
    server = createServer(onRequest);
    await new Promise<void>((r) => server!.listen(port, '127.0.0.1', r));
  };
  const close = async () => {
    const s = server;
    server = null;
    if (!s) return;
    s.closeAllConnections();
    await new Promise<void>((r) => s.close(() => r()));
  };
  await listen();

  const endpoint = `http://127.0.0.1:${port}`;
  const storage: S3StorageConfig = {
    kind: 's3',
    endpoint,
    bucket,
    region: 'us-east-1',
    accessKeyId: ACCESS.accessKeyId,
    secretAccessKey: ACCESS.secretAccessKey,
    forcePathStyle: true,
    prefix: opts.prefix ?? '',
  };
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: ACCESS,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  return {
    endpoint,
    port,
    bucket,
    directory,
    storage,
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS.accessKeyId,
      S3_SECRET_ACCESS_KEY: ACCESS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      ...(opts.prefix ? { S3_PREFIX: opts.prefix } : {}),
    },
    client,
    async keys(prefix = opts.prefix ?? '') {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix || undefined, ContinuationToken: token }));
        for (const o of page.Contents ?? []) if (o.Key) keys.push(o.Key);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
    async bytes(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return Buffer.from(await res.Body!.transformToByteArray());
      } catch (e) {
        if ((e as { name?: string }).name === 'NoSuchKey') return null;
        throw e;
      }
    },
    pendingMultipartUploads() {
      return existsSync(uploadsDir) ? readdirSync(uploadsDir) : [];
    },
    requests,
    clearRequests() {
      requests.length = 0;
    },
    pause: close,
    resume: listen,
    async stop() {
      await close();
      client.destroy();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
