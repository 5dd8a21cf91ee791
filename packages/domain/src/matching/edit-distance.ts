/**
 * Typing-error distance between two strings: insertions, deletions, substitutions and swaps of
 * two neighbouring characters each count as one ('SMITH' -> 'SMIHT' is 1). This is the optimal
 * string alignment form of Damerau-Levenshtein; plain Levenshtein would count a swap as 2, and
 * swapped letters are the commonest typo in typed names and house numbers.
 *
 * `limit` stops early: any distance above it is reported as `limit + 1`, which keeps comparing a
 * contribution with many candidates cheap.
 */
export const editDistance = (a: string, b: string, limit = Number.POSITIVE_INFINITY): number => {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  // Three rolling rows: the swap rule looks two rows back.
  let twoRowsBack: number[] = [];
  let previousRow = Array.from({ length: b.length + 1 }, (_, column) => column);
  for (let row = 1; row <= a.length; row++) {
    const currentRow = [row];
    let rowMinimum = row;
    for (let column = 1; column <= b.length; column++) {
      const cost = a[row - 1] === b[column - 1] ? 0 : 1;
      let distance = Math.min(
        (previousRow[column] ?? 0) + 1,
        (currentRow[column - 1] ?? 0) + 1,
        (previousRow[column - 1] ?? 0) + cost,
      );
      const swapped =
        row > 1 && column > 1 && a[row - 1] === b[column - 2] && a[row - 2] === b[column - 1];
      if (swapped) distance = Math.min(distance, (twoRowsBack[column - 2] ?? 0) + 1);
      currentRow.push(distance);
      rowMinimum = Math.min(rowMinimum, distance);
    }
    if (rowMinimum > limit) return limit + 1;
    twoRowsBack = previousRow;
    previousRow = currentRow;
  }
  const distance = previousRow[b.length] ?? 0;
  return distance > limit ? limit + 1 : distance;
};
