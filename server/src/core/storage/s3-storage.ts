import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import { AppError } from '../errors/app-error';
import type { S3StorageConfig } from './storage-config';
import { isStorageKey, type Storage, STORAGE_MESSAGES } from './storage';

/** Multipart part size (S3's minimum): a file under it goes up in one PutObject. */
const PART_SIZE = 5 * 1024 * 1024;
/** Parts sent at once: with the part being filled, at most three parts (15 MB) of one upload are in memory. */
const PARTS_IN_FLIGHT = 2;

/** The SDK client for a bucket of any S3-compatible server (AWS S3, MinIO, Garage, Cloudflare R2). */
export function s3ClientFor(config: S3StorageConfig): S3Client {
  return new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    // Unset → the SDK's default chain (AWS_* variables, shared profile, container or instance role).
    credentials: config.accessKeyId && config.secretAccessKey ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } : undefined,
    // Checksums only where S3 requires them: not every S3-compatible server takes (or sends back) the
    // SDK's newer default CRC32 headers. (A streamed PutObject would also go as an aws-chunked body with
    // a trailer, whose chunk signatures s3rver stores inside the object: uploads go through Upload,
    // which sends parts of known size.)
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A bucket that does not answer fails the request in seconds (503), never holds it for minutes.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
    maxAttempts: 3,
  });
}

/** What went wrong with a request to the bucket, for logs (the SDK error's name, HTTP status and message; never the credentials). */
export function s3ErrorText(e: unknown): string {
  const err = e as { name?: unknown; message?: unknown; code?: unknown; $metadata?: { httpStatusCode?: unknown } } | null;
  const status = err?.$metadata?.httpStatusCode;
  return [err?.name, err?.code, status ? `HTTP ${String(status)}` : '', err?.message ?? String(e)].filter((p) => p !== undefined && p !== '' && p !== 'Error').join(' ');
}

/** The SDK's "this object does not exist" (GetObject: NoSuchKey; HeadObject: NotFound), not a missing bucket. */
function isMissingObject(e: unknown): boolean {
  const name = (e as { name?: unknown } | null)?.name;
  return name === 'NoSuchKey' || name === 'NotFound';
}

/**
 * Files in an S3-compatible bucket, one object per key (`<S3_PREFIX><key>`). Uploads stream through
 * lib-storage's Upload (one PutObject under 5 MB, multipart above; a failed multipart upload is
 * aborted, so nothing is left in the bucket). Reads stream the object. A bucket that does not answer
 * (down, wrong credentials, no such bucket) is SERVICE_UNAVAILABLE (503), logged, never a 500.
 */
export class S3Storage implements Storage {
  readonly kind = 's3';
  private readonly client: S3Client;
  private readonly log: (line: string) => void;

  /** `log`: where a failed request is reported (default console.error). */
  constructor(
    private readonly config: S3StorageConfig,
    opts: { client?: S3Client; log?: (line: string) => void } = {},
  ) {
    this.client = opts.client ?? s3ClientFor(config);
    this.log = opts.log ?? ((line) => console.error(line));
  }

  /** The object key of a storage key. */
  objectKey(key: string): string {
    if (!isStorageKey(key)) throw new Error(`Clave de almacenamiento inválida: ${JSON.stringify(key)}`);
    return this.config.prefix + key;
  }

  /** The bucket's fault as users see it (503, Spanish, nothing of the cause), logged with its cause (kept as `cause`). */
  private unavailable(action: string, key: string | null, e: unknown): AppError {
    this.log(`[almacenamiento] S3 (bucket ${this.config.bucket}) no pudo ${action}${key ? ` ${key}` : ''}: ${s3ErrorText(e)}`);
    return Object.assign(new AppError('SERVICE_UNAVAILABLE', STORAGE_MESSAGES.unavailable), { cause: e });
  }

  async put(key: string, body: Readable): Promise<void> {
    // The body's own failure (over 25 MB, a cut upload) is the caller's to report, whatever the SDK
    // makes of it (an aborted upload may also fail to abort): only the bucket's faults become 503.
    let bodyError: unknown = null;
    const onError = (e: unknown) => (bodyError ??= e);
    body.on('error', onError);
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.config.bucket, Key: this.objectKey(key), Body: body },
      partSize: PART_SIZE,
      queueSize: PARTS_IN_FLIGHT,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (e) {
      if (bodyError) throw bodyError;
      throw this.unavailable('guardar', key, e);
    } finally {
      body.off('error', onError);
    }
  }

  async get(key: string): Promise<{ body: Readable; sizeBytes: number } | null> {
    if (!isStorageKey(key)) return null;
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }));
      return { body: res.Body as Readable, sizeBytes: Number(res.ContentLength ?? 0) };
    } catch (e) {
      if (isMissingObject(e)) return null;
      throw this.unavailable('leer', key, e);
    }
  }

  async delete(key: string): Promise<void> {
    if (!isStorageKey(key)) return;
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }));
    } catch (e) {
      if (isMissingObject(e)) return;
      throw this.unavailable('borrar', key, e);
    }
  }

  /** The stored size of `key`, or null when the bucket has no such object (storage:migrate). */
  async sizeOf(key: string): Promise<number | null> {
    try {
      const res = await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }));
      return Number(res.ContentLength ?? 0);
    } catch (e) {
      if (isMissingObject(e)) return null;
      throw this.unavailable('consultar', key, e);
    }
  }

  async answers(withinMs = 1500): Promise<boolean> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.config.bucket }), { abortSignal: AbortSignal.timeout(withinMs) });
      return true;
    } catch {
      return false;
    }
  }

  close(): void {
    this.client.destroy();
  }
}
