import specLists from './lists.json';
import { labelledChoiceReader, type Option, toOptions } from './options';

/**
 * The spec's lists live once, as data, in lists.json: each list's stored values in order with the
 * text each shows. A reader checks that file against the spec; code derives the rest from it.
 */
type SpecLists = typeof specLists;
export type ListName = keyof SpecLists;

/** The stored values of a list as a type: `ListValue<'phoneType'>` is 'mobile' | 'work' | 'home'. */
export type ListValue<Name extends ListName> = Extract<keyof SpecLists[Name], string>;

/** Each list's stored values as the type the code names them by. */
export type ContributionType = ListValue<'contributionType'>;
export type ContributionSubtype = ListValue<'contributionSubtype'>;
export type ContributorType = ListValue<'contributorType'>;
export type OaeType = ListValue<'oaeType'>;
export type PhoneType = ListValue<'phoneType'>;
export type ContributionPaymentMethod = ListValue<'contributionPaymentMethod'>;
export type InKindType = ListValue<'inKindType'>;
export type ExpenditureType = ListValue<'expenditureType'>;
export type ExpenditureSubtype = ListValue<'expenditureSubtype'>;
export type ExpensePaymentMethod = ListValue<'expensePaymentMethod'>;
export type ExpenditurePurpose = ListValue<'expenditurePurpose'>;
export type PayeeType = ListValue<'payeeType'>;
export type Financing = ListValue<'financing'>;
export type Role = ListValue<'role'>;
export type ContributionStatus = ListValue<'contributionStatus'>;
export type ExpenditureStatus = ListValue<'expenditureStatus'>;
export type MatchStrength = ListValue<'matchStrength'>;
export type ContributionSize = ListValue<'contributionSize'>;
export type ContributorLocation = ListValue<'contributorLocation'>;

/**
 * A list's stored values in order, the text each shows, the same as select options, and how an
 * input reads it: the stored value or the label, as `labelledChoiceReader` reads them.
 */
export interface ChoiceList<Value extends string> {
  values: readonly [Value, ...Value[]];
  labels: Readonly<Record<Value, string>>;
  options: Option<Value>[];
  parse: (value: unknown) => Value | null;
}

export const choiceList = <Name extends ListName>(name: Name): ChoiceList<ListValue<Name>> => {
  const labels = specLists[name] as Record<ListValue<Name>, string>;
  const values = Object.keys(labels) as [ListValue<Name>, ...ListValue<Name>[]];
  return {
    values,
    labels,
    options: toOptions(values, labels),
    parse: labelledChoiceReader(values, labels),
  };
};
