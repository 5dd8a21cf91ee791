/** A run's line as the treasury file needs it. */
export interface PayableLine {
  campaignName: string;
  committeeId: string;
  payeeReference: string;
  amountCents: number;
}

export const PAYMENT_FILE_HEADER = [
  'campaign',
  'committee_id',
  'payee_reference',
  'amount',
  'run_id',
  'date',
] as const;

/** Whole cents as the file's decimal dollars, exact to the cent ('1234.05'); never a float. */
export const centsAsDecimal = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}${Math.trunc(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
};

/**
 * The treasury's payment file of an approved run: one row per campaign the run sends money to
 * (lines of zero are left out: nothing to pay), with the amount in dollars and cents, the run and
 * the payment day. Its amounts add up to the run's total to the cent.
 */
export function paymentFileRows(
  run: { id: number; paymentDate: string },
  lines: readonly PayableLine[],
): string[][] {
  return lines
    .filter((line) => line.amountCents > 0)
    .map((line) => [
      line.campaignName,
      line.committeeId,
      line.payeeReference,
      centsAsDecimal(line.amountCents),
      String(run.id),
      run.paymentDate,
    ]);
}
