/** Where the bytes of uploaded files live: the local folder UPLOADS_DIR (default) or an S3-compatible bucket. */
export type StorageConfig = { kind: 'local' } | S3StorageConfig;

export interface S3StorageConfig {
  kind: 's3';
  /** S3_ENDPOINT: MinIO, Garage, R2, … (`https://…`); undefined → AWS S3 of `region`. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Both or neither: neither → the SDK's default credential chain (AWS_* variables, profile, instance role). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Path-style URLs (`<endpoint>/<bucket>/<key>`), what MinIO and Garage need. */
  forcePathStyle: boolean;
  /** Keys are stored as `<prefix><key>`: '' or ending in '/'. */
  prefix: string;
}

const BUCKET_RE = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PREFIX_RE = /^[A-Za-z0-9!_.*'()-]+(\/[A-Za-z0-9!_.*'()-]+)*\/?$/;

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (['1', 'true', 'yes', 'si', 'sí'].includes(raw)) return true;
  if (['0', 'false', 'no'].includes(raw)) return false;
  throw new Error(`${name} debe ser true o false (es ${JSON.stringify(env[name])}).`);
}

/**
 * STORAGE (`local`, the default, or `s3`) and the S3_* variables, checked at start: a wrong value stops
 * the server with a message naming the variable instead of failing on the first upload.
 */
export function loadStorageConfig(env: NodeJS.ProcessEnv): StorageConfig {
  const kind = (env.STORAGE?.trim() || 'local').toLowerCase();
  if (kind === 'local') return { kind: 'local' };
  if (kind !== 's3') throw new Error(`STORAGE debe ser local o s3 (es ${JSON.stringify(env.STORAGE)}).`);

  const bucket = env.S3_BUCKET?.trim() ?? '';
  if (!bucket) throw new Error('STORAGE=s3 necesita S3_BUCKET (el nombre del bucket).');
  if (!BUCKET_RE.test(bucket) || bucket.includes('..')) {
    throw new Error(`S3_BUCKET no es un nombre de bucket válido (3 a 63 minúsculas, dígitos, puntos o guiones): ${JSON.stringify(bucket)}.`);
  }

  const endpointRaw = env.S3_ENDPOINT?.trim() || undefined;
  let endpoint: string | undefined;
  if (endpointRaw) {
    let url: URL;
    try {
      url = new URL(endpointRaw);
    } catch {
      throw new Error(`S3_ENDPOINT debe ser una URL http(s):// (es ${JSON.stringify(endpointRaw)}).`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`S3_ENDPOINT debe ser una URL http(s):// (es ${JSON.stringify(endpointRaw)}).`);
    if (url.username || url.password) throw new Error('S3_ENDPOINT no lleva credenciales: usá S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY.');
    endpoint = endpointRaw.replace(/\/+$/, '');
  }

  // AWS S3 needs the bucket's region; other servers take any (MinIO and Garage 'us-east-1' or their own, R2 'auto').
  const region = env.S3_REGION?.trim() || env.AWS_REGION?.trim() || (endpoint ? 'us-east-1' : '');
  if (!region) throw new Error('STORAGE=s3 sin S3_ENDPOINT (AWS S3) necesita S3_REGION, la región del bucket (p. ej. us-east-1).');

  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim() || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim() || undefined;
  if (!accessKeyId !== !secretAccessKey) {
    throw new Error('S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY van juntas (o ninguna: se usan las credenciales por defecto del SDK de AWS).');
  }

  const prefixRaw = env.S3_PREFIX?.trim().replace(/^\/+/, '') ?? '';
  if (prefixRaw && (!PREFIX_RE.test(prefixRaw) || prefixRaw.split('/').some((p) => p === '.' || p === '..'))) {
    throw new Error(`S3_PREFIX admite letras, dígitos, '/', '-', '_' y '.' (es ${JSON.stringify(env.S3_PREFIX)}).`);
  }
  const prefix = prefixRaw && !prefixRaw.endsWith('/') ? `${prefixRaw}/` : prefixRaw;

  return {
    kind: 's3',
    endpoint,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    // Servers other than AWS are addressed path-style by default (MinIO and Garage need it; R2 takes both).
    forcePathStyle: flag(env, 'S3_FORCE_PATH_STYLE', endpoint !== undefined),
    prefix,
  };
}
