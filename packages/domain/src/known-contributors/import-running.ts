/** The refusal of an import started while another of the same kind runs (409). */
export const IMPORT_RUNNING_MESSAGES = {
  voterFile: 'Another voter file import is running; try again when it has finished',
  externalFilings:
    "Another import of non-participants' filings is running; try again when it has finished",
} as const;
