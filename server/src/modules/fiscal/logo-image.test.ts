import { pngBytes } from '../../../test/png';
import { readLogoImage } from './logo-image';

/** A minimal baseline JPEG's markers: SOI, a frame header of `w` × `h`, a scan, EOI (the renderer reads no more). */
function jpeg(w: number, h: number, { frame = true, end = true } = {}): Buffer {
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x0b, 0x08, h >> 8, h & 0xff, w >> 8, w & 0xff, 0x01, 0x01, 0x11, 0x00]);
  const sos = Buffer.from([0xff, 0xda, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3f, 0x00, 0x12, 0x34]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), frame ? sof : Buffer.alloc(0), sos, end ? Buffer.from([0xff, 0xd9]) : Buffer.alloc(0)]);
}

test('a whole PNG and a JPEG with its frame header are read with their size', () => {
  expect(readLogoImage(pngBytes(3, 2))).toEqual({ type: 'image/png', width: 3, height: 2 });
  expect(readLogoImage(jpeg(640, 200))).toEqual({ type: 'image/jpeg', width: 640, height: 200 });
});

test.each([
  ['a PNG cut short', pngBytes(3, 2).subarray(0, 45)],
  ['a PNG with a wrong CRC', Buffer.from(pngBytes(3, 2)).fill(0, 29, 30)],
  ['a PNG without its end', pngBytes(3, 2).subarray(0, pngBytes(3, 2).length - 12)],
  ['a PNG too large', pngBytes(4001, 1)],
  ['a JPEG without a frame header', jpeg(10, 10, { frame: false })],
  ['a JPEG cut short', jpeg(10, 10, { end: false })],
  ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
  ['nothing', Buffer.alloc(0)],
])('%s → null', (_label, bytes) => {
  expect(readLogoImage(bytes)).toBeNull();
});
