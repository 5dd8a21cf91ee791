export interface MatchPickerFormProps {
  contributionId: number;
}

/** What the admin decided in the MatchContribution modal, in dollars as the API takes it. */
export interface MatchDecision {
  matchAmount: number;
  /** Only when the amount goes beyond the programme rule; the history keeps it. */
  matchReason?: string;
}

export interface MatchContributionModalProps {
  contributionId: number;
  /**
   * Receives the decision once the form is valid; the modal stays open while it runs, and after
   * it when it answers false (the save failed: the admin's amount and reason stay).
   */
  onConfirm: (decision: MatchDecision) => Promise<boolean>;
}
