/**
 * Money is integer cents everywhere it is stored or summed; dollars appear only at the edges
 * (form inputs, API payloads, display).
 */

/** Removes binary floating-point noise, e.g. 1.005 * 100 = 100.49999999999999 reads as 100.5. */
const scaled = (dollars: number): number => Number((dollars * 100).toPrecision(15));

/** Converts dollars to cents, rounding half away from zero to the nearest cent. */
export const dollarsToCents = (dollars: number): number => {
  if (!Number.isFinite(dollars)) throw new RangeError(`Not an amount of money: ${dollars}`);
  const cents = Math.round(Math.abs(scaled(dollars)));
  return dollars < 0 ? -cents : cents;
};

export const centsToDollars = (cents: number): number => cents / 100;

/** True when the amount has no more than 2 decimals (whole cents). */
export const hasWholeCents = (dollars: number): boolean =>
  Number.isFinite(dollars) && Number.isInteger(scaled(dollars));

/** '$1,234.56'; negative amounts read '-$1,234.56'. Built from integers, so never rounds. */
export const formatMoney = (cents: number): string => {
  const whole = Math.trunc(Math.abs(cents) / 100);
  const fraction = Math.round(Math.abs(cents) % 100);
  const text = `$${whole.toLocaleString('en-US')}.${String(fraction).padStart(2, '0')}`;
  return cents < 0 ? `-${text}` : text;
};

const MONEY_TEXT = /^(-)?\$?(\d{1,3}(,\d{3})+|\d+)?(\.(\d*))?$/;

export type MoneyTextError = 'empty' | 'not_a_number' | 'too_many_decimals';

/**
 * Reads money as typed: '$1,234.50', '1234.5', '.5'. Returns cents, or why it cannot be read.
 * Thousands separators must sit every three digits so '1,23' is not silently read as 123.
 */
export const parseMoneyText = (
  text: string,
): { ok: true; cents: number } | { ok: false; error: MoneyTextError } => {
  const trimmed = text.trim().replace(/\s+/g, '');
  if (trimmed === '') return { ok: false, error: 'empty' };
  const match = MONEY_TEXT.exec(trimmed);
  if (!match || (match[2] === undefined && !match[5])) return { ok: false, error: 'not_a_number' };
  const decimals = match[5] ?? '';
  if (decimals.length > 2) return { ok: false, error: 'too_many_decimals' };
  const whole = Number((match[2] ?? '0').replace(/,/g, ''));
  const cents = whole * 100 + Number(decimals.padEnd(2, '0'));
  return { ok: true, cents: match[1] ? -cents : cents };
};
