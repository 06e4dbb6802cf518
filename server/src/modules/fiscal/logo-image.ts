import { crc32, inflateSync } from 'node:zlib';

/** Largest side of a logo, in pixels: a letterhead logo never needs more, and the PDF renderer decodes it whole. */
export const LOGO_MAX_SIDE = 4000;

export interface LogoImage {
  type: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A PNG or JPEG the PDF renderer (pdfkit) can draw, read from its bytes; null for anything else. The magic bytes
 * are not enough: a truncated or corrupt PNG passes them and then breaks every PDF of the unit, so a PNG is walked
 * chunk by chunk (lengths, CRCs, IHDR first, IEND last) and its image data inflated; a JPEG needs its frame header
 * (dimensions) before the scan and its end marker.
 */
export function readLogoImage(bytes: Buffer): LogoImage | null {
  if (bytes.length > 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return readPng(bytes);
  if (bytes.length > 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return readJpeg(bytes);
  return null;
}

function readPng(b: Buffer): LogoImage | null {
  let pos = 8;
  let width = 0;
  let height = 0;
  let colorType = -1;
  let palette = false;
  let ended = false;
  const data: Buffer[] = [];
  while (pos + 12 <= b.length) {
    const len = b.readUInt32BE(pos);
    const type = b.toString('latin1', pos + 4, pos + 8);
    if (pos + 12 + len > b.length) return null;
    const body = b.subarray(pos + 8, pos + 8 + len);
    if (crc32(b.subarray(pos + 4, pos + 8 + len)) !== b.readUInt32BE(pos + 8 + len)) return null;
    if (pos === 8) {
      if (type !== 'IHDR' || len !== 13) return null;
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const depth = body[8];
      colorType = body[9];
      if (![0, 2, 3, 4, 6].includes(colorType) || ![1, 2, 4, 8, 16].includes(depth)) return null;
    } else if (type === 'PLTE') palette = true;
    else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') {
      ended = true;
      break;
    }
    pos += 12 + len;
  }
  if (!ended || !data.length || width < 1 || height < 1 || width > LOGO_MAX_SIDE || height > LOGO_MAX_SIDE) return null;
  if (colorType === 3 && !palette) return null;
  try {
    inflateSync(Buffer.concat(data));
  } catch {
    return null;
  }
  return { type: 'image/png', width, height };
}

function readJpeg(b: Buffer): LogoImage | null {
  if (b[b.length - 2] !== 0xff || b[b.length - 1] !== 0xd9) return null;
  let pos = 2;
  while (pos + 4 <= b.length) {
    if (b[pos] !== 0xff) return null;
    const marker = b[pos + 1];
    if (marker === 0xff) {
      pos++;
      continue;
    }
    const len = b.readUInt16BE(pos + 2);
    if (len < 2 || pos + 2 + len > b.length) return null;
    // SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC): the frame header with the dimensions.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (len < 8) return null;
      const height = b.readUInt16BE(pos + 5);
      const width = b.readUInt16BE(pos + 7);
      if (width < 1 || height < 1 || width > LOGO_MAX_SIDE || height > LOGO_MAX_SIDE) return null;
      return { type: 'image/jpeg', width, height };
    }
    // Start of scan before any frame header: not a JPEG the renderer can size.
    if (marker === 0xda) return null;
    pos += 2 + len;
  }
  return null;
}
