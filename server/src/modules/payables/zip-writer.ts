import type { Readable, Writable } from 'node:stream';
import { crc32, deflateRawSync } from 'node:zlib';

/**
 * A ZIP archive written entry by entry to a stream (PKWARE APPNOTE 6.3: local headers, deflated data, central
 * directory; UTF-8 names, flag bit 11). Each entry's bytes are read whole (the files module bounds an upload's size)
 * and the caller bounds the archive's total (PAYMENT_ORDERS_ZIP_MAX_BYTES), so memory stays at one file at a time.
 * No ZIP64: archives stay far below 4 GB by that bound.
 */
export class ZipWriter {
  private offset = 0;
  private readonly central: Buffer[] = [];
  private count = 0;

  constructor(private readonly out: Writable) {}

  private async write(chunk: Buffer): Promise<void> {
    this.offset += chunk.length;
    if (!this.out.write(chunk)) await new Promise<void>((resolve) => this.out.once('drain', resolve));
  }

  async add(name: string, data: Buffer, when = new Date()): Promise<void> {
    const nameBytes = Buffer.from(name, 'utf8');
    const packed = deflateRawSync(data);
    const crc = crc32(data);
    const time = ((when.getHours() & 31) << 11) | ((when.getMinutes() & 63) << 5) | ((when.getSeconds() >> 1) & 31);
    const date = (((when.getFullYear() - 1980) & 127) << 9) | (((when.getMonth() + 1) & 15) << 5) | (when.getDate() & 31);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    local.writeUInt16LE(0, 28);
    const at = this.offset;
    await this.write(Buffer.concat([local, nameBytes]));
    await this.write(packed);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(0x0800, 8);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt16LE(time, 12);
    entry.writeUInt16LE(date, 14);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(packed.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(nameBytes.length, 28);
    entry.writeUInt32LE(at, 42);
    this.central.push(Buffer.concat([entry, nameBytes]));
    this.count += 1;
  }

  /** Writes the central directory; the caller ends the stream. */
  async finish(): Promise<void> {
    const start = this.offset;
    const dir = Buffer.concat(this.central);
    await this.write(dir);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.count, 8);
    end.writeUInt16LE(this.count, 10);
    end.writeUInt32LE(dir.length, 12);
    end.writeUInt32LE(start, 16);
    await this.write(end);
  }
}

/** A readable stream's bytes, refusing beyond `max` (null then). */
export async function readBounded(body: Readable, max: number): Promise<Buffer | null> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const b = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += b.length;
    if (size > max) {
      body.destroy();
      return null;
    }
    parts.push(b);
  }
  return Buffer.concat(parts);
}
