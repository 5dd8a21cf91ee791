import { MultiSelect, type MultiSelectProps } from '@mantine/core';
import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';

/**
 * The filter bar's controls that open a list or a calendar: with their dropdowns, popovers and
 * date library they weigh about 50 kB gzipped, so they load just after the dashboard's first view,
 * beside its data (`FilterBar` draws their place meanwhile).
 */
export function ListFilter(props: MultiSelectProps) {
  return <MultiSelect clearable {...props} />;
}

/** One end of the date range, clearable on its own. */
export function DateBoundFilter(props: DatePickerInputProps) {
  return <DatePickerInput placeholder="Any date" valueFormat="MM/DD/YYYY" clearable {...props} />;
}
