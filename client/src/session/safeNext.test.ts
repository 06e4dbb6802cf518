import { loginPathFor, safeNextPath } from './safeNext';

describe('safeNextPath', () => {
  it.each([
    ['/contacts', '/contacts'],
    ['/operations/5/quote?tab=1#x', '/operations/5/quote?tab=1#x'],
    ['/', '/'],
  ])('accepts the same-origin path %s', (raw, expected) => {
    expect(safeNextPath(raw)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['contacts'],
    ['//evil.example'],
    ['/\\evil.example'],
    ['https://evil.example/'],
    ['javascript:alert(1)'],
    ['/\tevil'],
    ['/login'],
    ['/login?next=/x'],
  ])('refuses %p', (raw) => {
    expect(safeNextPath(raw)).toBeNull();
  });
});

describe('loginPathFor', () => {
  it('keeps path and query in next', () => {
    expect(loginPathFor({ pathname: '/contacts', search: '?q=a b' })).toBe('/login?next=%2Fcontacts%3Fq%3Da%20b');
  });
});
