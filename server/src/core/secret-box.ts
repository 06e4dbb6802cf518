import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets the server must use again (a signing certificate and its password, a CSC, a webhook's signing secret)
 * cannot be hashed: they are sealed with AES-256-GCM under a key derived (HKDF-SHA256) from the server's own secret, so a copy of the
 * database alone does not reveal them. Sealed text: 'v1.' + base64url(iv · tag · ciphertext). Changing
 * JWT_SECRET makes the sealed values unreadable: the office then loads the certificate again.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(serverSecret: string, purpose: string) {
    this.key = Buffer.from(hkdfSync('sha256', serverSecret, 'crm-secret-box', purpose, 32));
  }

  seal(plain: Buffer | string): string {
    const iv = randomBytes(12);
    const c = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([c.update(typeof plain === 'string' ? Buffer.from(plain, 'utf8') : plain), c.final()]);
    return `v1.${Buffer.concat([iv, c.getAuthTag(), body]).toString('base64url')}`;
  }

  /** The sealed bytes; throws when the text was not sealed with this key (or was altered). */
  open(sealed: string): Buffer {
    if (!sealed.startsWith('v1.')) throw new Error('secreto sellado con un formato desconocido');
    const raw = Buffer.from(sealed.slice(3), 'base64url');
    const d = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
    d.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([d.update(raw.subarray(28)), d.final()]);
  }

  /** The plain text of a stored value: sealed ('v1.…') values are opened, others (stored before sealing) read as they are. */
  reveal(stored: string): string {
    return isSealed(stored) ? this.open(stored).toString('utf8') : stored;
  }
}

/** Whether a stored value was sealed by a SecretBox (rows written before a column was sealed are not). */
export function isSealed(stored: string): boolean {
  return stored.startsWith('v1.');
}
