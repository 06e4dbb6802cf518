import { signToken, verifyToken } from './jwt';

const SECRET = 'secreto-de-prueba-de-al-menos-32-caracteres';

describe('verifyToken keeps verified tokens only as long as they are valid', () => {
  afterEach(() => jest.useRealTimers());

  test('a token verified once is refused after it expires (the kept entry is not trusted past exp)', () => {
    jest.useFakeTimers({ now: new Date('2026-03-01T12:00:00Z') });
    const token = signToken({ sub: 7, ver: 2 }, SECRET, '10s');
    expect(verifyToken(token, SECRET)).toEqual({ sub: 7, ver: 2 });
    expect(verifyToken(token, SECRET)).toEqual({ sub: 7, ver: 2 });
    jest.setSystemTime(new Date('2026-03-01T12:00:09Z'));
    expect(verifyToken(token, SECRET)).toEqual({ sub: 7, ver: 2 });
    jest.setSystemTime(new Date('2026-03-01T12:00:10Z'));
    expect(verifyToken(token, SECRET)).toBeNull();
    expect(verifyToken(token, SECRET)).toBeNull();
  });

  test('a token verified with one secret is refused with another', () => {
    const token = signToken({ sub: 8, ver: 0 }, SECRET, '1h');
    expect(verifyToken(token, SECRET)).toEqual({ sub: 8, ver: 0 });
    expect(verifyToken(token, `${SECRET}-otro`)).toBeNull();
  });

  test('a tampered copy of a verified token is refused', () => {
    const token = signToken({ sub: 9, ver: 1 }, SECRET, '1h');
    expect(verifyToken(token, SECRET)).toEqual({ sub: 9, ver: 1 });
    const [h, p, s] = token.split('.');
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...payload, sub: '1' })).toString('base64url')}.${s}`;
    expect(verifyToken(forged, SECRET)).toBeNull();
  });
});
