import { formatMoney } from '@portal/domain';

export interface MoneyProps {
  /** Amount in integer cents, as stored. */
  cents: number;
}

/** Cents shown as '$1,234.56' (spec section 9). */
export function Money({ cents }: MoneyProps) {
  return <span>{formatMoney(cents)}</span>;
}
