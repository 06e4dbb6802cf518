import bcrypt from 'bcrypt';
import { randomBytes } from 'node:crypto';

export class PasswordHasher {
  private dummyHash: Promise<string> | null = null;

  constructor(private readonly cost: number) {}

  hash(plain: string): Promise<string> {
    return bcrypt.hash(plain, this.cost);
  }

  compare(plain: string, hash: string): Promise<boolean> {
    return bcrypt.compare(plain, hash);
  }

  /** Same work as a real comparison, so an unknown email costs the same time as a wrong password. */
  async compareDummy(plain: string): Promise<false> {
    this.dummyHash ??= bcrypt.hash(randomBytes(16).toString('hex'), this.cost);
    await bcrypt.compare(plain, await this.dummyHash);
    return false;
  }

  /** A hash nobody knows the password of: for users created without one (they cannot sign in until an admin sets it). */
  unusableHash(): Promise<string> {
    return this.hash(randomBytes(32).toString('base64url'));
  }
}
