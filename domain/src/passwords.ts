/**
 * Password length rules (tokens and passwords). bcrypt reads at most 72 **bytes** of UTF-8: 'contraseña'
 * is 10 characters but 11 bytes, and a longer password that differed only after byte 72 would match
 * the same hash. The limit is therefore in bytes, counted the way the password reaches bcrypt.
 */
export const PASSWORD_MIN_CHARS = 8;
export const PASSWORD_MAX_BYTES = 72;

/** Bytes of `s` in UTF-8 (a lone surrogate counts as U+FFFD, 3 bytes, as Node encodes it). */
export function utf8ByteLength(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

/** Whether bcrypt sees the whole password (nothing after byte 72 is silently dropped). */
export function passwordFitsBcrypt(password: string): boolean {
  return utf8ByteLength(password) <= PASSWORD_MAX_BYTES;
}
