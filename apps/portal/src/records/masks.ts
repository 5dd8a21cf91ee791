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

/** The amount input gives a number, '' when empty, or a partial string while typing. */
export const amountValue = (value: number | string): number | '' => {
  if (typeof value === 'number') return value;
  const parsed = Number(value);
  return value.trim() === '' || !Number.isFinite(parsed) ? '' : parsed;
};
