/** Zip codes are masked to 5 digits (spec section 5). */
export const maskZip = (text: string): string => text.replace(/\D/g, '').slice(0, 5);

/** Phone mask (nnn) nnn-nnnn, applied while typing (spec section 5). */
export const maskPhone = (text: string): string => {
  const digits = text.replace(/\D/g, '').slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
};

/**
 * Email mask (spec section 5): what can never be part of an address is dropped while typing:
 * spaces and a second '@'; the domain after '@' is lower case, as mail servers treat it.
 */
export const maskEmail = (text: string): string => {
  const compact = text.replace(/\s/g, '');
  const at = compact.indexOf('@');
  if (at < 0) return compact;
  const local = compact.slice(0, at);
  const domain = compact
    .slice(at + 1)
    .replace(/@/g, '')
    .toLowerCase();
  return `${local}@${domain}`;
};

/** The amount input gives a number, '' when empty, or a partial string while typing. */
export const amountValue = (value: number | string): number | '' => {
  if (typeof value === 'number') return value;
  const parsed = Number(value);
  return value.trim() === '' || !Number.isFinite(parsed) ? '' : parsed;
};

/** How every money input reads: dollars with cents, never negative (spec section 2). */
export const CURRENCY_INPUT_PROPS = {
  prefix: '$',
  decimalScale: 2,
  fixedDecimalScale: true,
  thousandSeparator: ',',
  allowNegative: false,
  hideControls: true,
} as const;
