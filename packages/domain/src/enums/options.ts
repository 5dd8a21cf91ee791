/** One entry of a select: the stored value and the text the user sees. */
export interface Option<Value extends string = string> {
  value: Value;
  label: string;
}

/** Builds select options in the order of the stored values, so every list has one source. */
export const toOptions = <Value extends string>(
  values: readonly Value[],
  labels: Record<Value, string>,
): Option<Value>[] => values.map((value) => ({ value, label: labels[value] }));

/** Narrows an unknown value to one of the stored values. */
export const isOneOf = <Value extends string>(
  values: readonly Value[],
  value: unknown,
): value is Value => typeof value === 'string' && (values as readonly string[]).includes(value);

/** A named part of a list with its membership test, for values read from forms and files. */
export interface Subset<Value extends string> {
  values: readonly Value[];
  has: (value: unknown) => value is Value;
}

export const subsetOf = <Value extends string>(values: readonly Value[]): Subset<Value> => ({
  values,
  has: (value: unknown): value is Value => isOneOf(values, value),
});

/**
 * How the API reads a value of a list in the spellings people use: any case, spaces or hyphens
 * for underscores ('Out of Compliance', 'Councilor District 1' -> 'councilor_district_1').
 */
export const enumKey = (value: string): string =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** The refusal of a value outside its list: 'Office must be one of: Auditor, Mayor, ...'. */
export const oneOfMessage = (field: string, values: readonly string[]): string =>
  `${field} must be one of: ${values.join(', ')}`;

/** Reads a value of a list in any spelling `enumKey` accepts, or null when it is not one. */
export const parseChoice = <Value extends string>(
  values: readonly Value[],
  value: unknown,
): Value | null => {
  if (typeof value !== 'string') return null;
  const key = enumKey(value);
  return isOneOf(values, key) ? key : null;
};

/**
 * `enumKey` with any run of spaces, hyphens and underscores as one underscore, so that labels with
 * ' - ' read alike however a script separates the words. Only the lists' own readers use it:
 * `enumKey` stays as it is, as the dashboard's SQL reads offices the same way.
 */
const labelKey = (value: string): string => enumKey(value).replace(/_+/g, '_');

/**
 * Reads a value of a labelled list as scripts write it from the spec: the stored value or its
 * label, in any case, with spaces, hyphens or underscores ('Business Entity' -> 'business',
 * 'Credit Card Online' -> 'credit_card_online', 'Refund of Contribution' ->
 * 'refund_of_expenditure'). Stored values are keyed first, so a label can never take over another
 * value's own spelling; the lists' test checks that no spelling reads as two values.
 */
export const labelledChoiceReader = <Value extends string>(
  values: readonly Value[],
  labels: Readonly<Record<Value, string>>,
): ((value: unknown) => Value | null) => {
  const valueByKey = new Map<string, Value>(values.map((value) => [labelKey(value), value]));
  for (const value of values) {
    const key = labelKey(labels[value]);
    if (!valueByKey.has(key)) valueByKey.set(key, value);
  }
  return (value) => (typeof value === 'string' ? (valueByKey.get(labelKey(value)) ?? null) : null);
};

/**
 * The subtype select of a kind: the subtypes each type offers, none until a type is chosen
 * (`allowed`), and the same as options (`options`).
 */
export const subtypesByType = <Type extends string, Subtype extends string>(
  byType: Record<Type, readonly Subtype[]>,
  labels: Record<Subtype, string>,
) => {
  const allowed = (type: unknown): readonly Subtype[] =>
    typeof type === 'string' && Object.hasOwn(byType, type) ? byType[type as Type] : [];
  const options = (type: unknown): Option<Subtype>[] => toOptions(allowed(type), labels);
  return { allowed, options };
};
