import { describe, expect, it } from 'vitest';

/**
 * A pure function checked over a table: each row is the arguments, then the answer expected,
 * compared with `toBe` (or `toEqual` for objects and arrays). Rows come first so that they type
 * the function's parameters.
 */
export const describeAnswers = <const Row extends readonly unknown[]>(
  name: string,
  rows: readonly Row[],
  answer: (...args: ArgumentsOf<Row>) => unknown,
): void => {
  describe(name, () => {
    const arity = (rows[0]?.length ?? 1) - 1;
    const title = `${Array.from({ length: arity }, () => '%j').join(', ')} -> %j`;
    it.each(rows.map((row) => [...row]))(title, (...row: unknown[]) => {
      const expected = row[row.length - 1];
      const actual = answer(...(row.slice(0, -1) as ArgumentsOf<Row>));
      if (typeof expected === 'object' && expected !== null) expect(actual).toEqual(expected);
      else expect(actual).toBe(expected);
    });
  });
};

/** A row without its last element, the answer. */
type ArgumentsOf<Row extends readonly unknown[]> = Row extends readonly [...infer Args, unknown]
  ? Args
  : never;
