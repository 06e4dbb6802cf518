import { passwordFitsBcrypt, PASSWORD_MAX_BYTES, utf8ByteLength } from './passwords';

test.each([
  '',
  'abc',
  'contraseña',
  'ñandutí',
  'Ω≈ç√',
  '€uro',
  'emoji 🚚 carga',
  '\ud83d',
  'a\udc00b',
  'x\ud83d\ude9a\ud83d',
  'ñ'.repeat(36),
])('utf8ByteLength(%p) is what Node encodes', (s) => {
  expect(utf8ByteLength(s)).toBe(Buffer.byteLength(s, 'utf8'));
});

test('72 bytes fit, 73 do not, whatever the number of characters', () => {
  expect(PASSWORD_MAX_BYTES).toBe(72);
  expect(passwordFitsBcrypt('a'.repeat(72))).toBe(true);
  expect(passwordFitsBcrypt('a'.repeat(73))).toBe(false);
  expect(passwordFitsBcrypt('ñ'.repeat(36))).toBe(true); // 36 characters, 72 bytes
  expect(passwordFitsBcrypt('ñ'.repeat(37))).toBe(false); // 37 characters, 74 bytes
  expect(passwordFitsBcrypt('🚚'.repeat(18))).toBe(true);
  expect(passwordFitsBcrypt(`${'🚚'.repeat(18)}a`)).toBe(false);
});
