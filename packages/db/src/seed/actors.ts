/** Who did something in the demo history: a demo account, or a name only (no account). */
export interface SeedActor {
  userId: number | null;
  name: string;
}

/** Something that happened to a seeded record, written as an activity once its id is known. */
export interface SeedEvent {
  at: Date;
  actor: SeedActor;
  describe: (recordId: number) => string;
}

/** A campaign as the generators see it: who enters records and who submits them. */
export interface SeedCampaign {
  id: number;
  name: string;
  /** Relative share of the generated records. */
  weight: number;
  enteredBy: readonly SeedActor[];
  submittedBy: SeedActor;
}
