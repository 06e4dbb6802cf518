/**
 * Paraguayan RUC: a base number and a check digit, written '80012345-6', '80.012.345-6', '80012345 6'
 * or '800123456'. Two RUCs are the same when their digits are (CSV import: an imported organization
 * with different punctuation updates the stored one instead of duplicating it).
 */
export function rucKey(text: string | null | undefined): string | null {
  if (!text) return null;
  const digits = text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  return digits.length >= 2 ? digits : null;
}

/**
 * A phone's digits in international form, so '0981 123 456', '+595 981 123456' and '00595 981-123-456'
 * are one phone: '00' → international prefix, a single leading 0 → Paraguay's 595. Null under 6 digits.
 */
export function phoneKey(text: string | null | undefined): string | null {
  if (!text) return null;
  let digits = text.replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  else if (digits.startsWith('0')) digits = `595${digits.slice(1)}`;
  return digits.length >= 6 ? digits : null;
}
