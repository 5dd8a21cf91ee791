import type { RecordAction, Role } from '@portal/domain';
import type { PagedTableColumn } from '@portal/ui';
import type { ComponentType, ReactNode } from 'react';
import type { zodFormValidate } from '../../lib/forms';
import type { CreateInputOf, RecordCollection, RecordOf, RowOf } from '../api';
import type { RecordFieldTables } from '../field-rows';

/** A record form's values; every record form ends with its notes. */
export type FormValues = Record<string, unknown> & { notes: unknown };

/** Who acts on a detail page, as the domain's action and read-only rules want it. */
export interface RecordActor {
  role: Role;
  assumed: boolean;
}

/**
 * Everything that tells a contribution screen from an expense screen. The list, detail and new
 * pages are one set of components reading this, so the two kinds cannot drift apart.
 */
export interface RecordKindSpec<
  Kind extends RecordCollection,
  Form extends FormValues,
  Status extends string,
> {
  kind: Kind;
  /** Spec texts: flashes ('Contribution Added'), titles, buttons and the empty list. */
  noun: string;
  listTitle: string;
  newTitle: string;
  addLabel: string;
  emptyText: string;
  /** The label of a government admin's name search: whose name the list's Name column shows. */
  nameSearchLabel: string;
  onlyCampaignText: string;
  listPath: string;
  newPath: string;
  /** How a status reads in the header, the badge and the update flash. */
  statusText: (status: Status) => string;
  parseStatus: (value: unknown) => Status | null;
  statusFilterOptions: { value: string; label: string }[];
  defaultSortField: string;
  /** The list's columns before the View action (spec section 2). */
  columns: (options: {
    header: (label: string, field: string) => ReactNode;
    /** The Campaign column for a government admin, or none; the same on both lists. */
    campaignColumns: PagedTableColumn<RowOf<Kind>>[];
    /** The status badge column, the same on both lists. */
    statusColumn: PagedTableColumn<RowOf<Kind>>;
  }) => PagedTableColumn<RowOf<Kind>>[];
  /** Extra list buttons beside the Add button (the contributions' bulk import). */
  ListActions?: ComponentType;
  newForm: () => Form;
  formSchema: Parameters<typeof zodFormValidate>[0];
  toForm: (record: RecordOf<Kind>) => Form;
  /** The stored fields a form stands for, to send only what changed. */
  toPayload: (form: Form) => object;
  createInput: (form: Form, campaignId: number) => CreateInputOf<Kind>;
  /** The server's field name -> the form's, where they differ. */
  formFieldByServerField?: Record<string, string>;
  flashCreateFailure: (error: unknown) => void;
  /** The kind's own field set: its inputs, in order, as the form's values show them. */
  fieldTables: (values: Form) => RecordFieldTables<Form>;
  /** Whether the actor may only read the record (the domain's read-only rule for the kind). */
  readOnlyFor: (actor: RecordActor, record: RecordOf<Kind>) => boolean;
  actionsFor: (
    actor: RecordActor,
    record: RecordOf<Kind>,
  ) => readonly RecordAction<string, Status>[];
  /** Sections around the form of a detail page (the contributions' matching review). */
  BeforeFields?: ComponentType<{ record: RecordOf<Kind> }>;
  AfterFields?: ComponentType<{ record: RecordOf<Kind> }>;
}

/** A page body that works for either kind, given its spec. */
export type ForAnyKind = <
  Kind extends RecordCollection,
  Form extends FormValues,
  Status extends string,
>(
  spec: RecordKindSpec<Kind, Form, Status>,
) => ReactNode;
