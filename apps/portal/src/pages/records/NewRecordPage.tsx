import { Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { canAddRecords, primaryPermission } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { flashSuccess } from '../../lib/flash';
import { setServerErrors, zodFormValidate } from '../../lib/forms';
import { useCurrentUser } from '../../lib/session';
import { type RecordCollection, recordKeys, useRecordApi } from '../../records/api';
import { flashValidationErrors } from '../../records/flashes';
import { RecordFormSections } from '../../records/form-sections';
import { renderForKind } from '../../records/kinds';
import type { FormValues, RecordKindSpec } from '../../records/kinds/types';
import { fieldOrder, whatStopsSaving } from '../../records/missing-fields';
import { StaffSubmitNote } from '../../records/review/StaffSubmitNote';
import { SaveAsDraftButton } from '../../records/SaveBar';
import { PageTitle } from '../PageTitle';

/** New Contribution (/contributions/add) and New Expense (/expenses/new): a campaign's draft. */
export default function NewRecordPage({ kind }: { kind: RecordCollection }) {
  return renderForKind(kind, (spec) => <NewRecord key={kind} spec={spec} />);
}

function NewRecord<Kind extends RecordCollection, Form extends FormValues, Status extends string>({
  spec,
}: {
  spec: RecordKindSpec<Kind, Form, Status>;
}) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const api = useRecordApi(spec.kind);
  const queryClient = useQueryClient();
  const form = useForm<Form>({
    initialValues: spec.newForm(),
    validate: zodFormValidate(spec.formSchema),
    validateInputOnBlur: true,
  });
  const create = useMutation({
    mutationFn: ({ values, campaignId }: { values: Form; campaignId: number }) =>
      api.create(spec.createInput(values, campaignId)),
  });

  const campaignId = user.campaignId;
  if (!canAddRecords(user.me.permissions) || campaignId === null) {
    return (
      <>
        <PageTitle>{spec.newTitle}</PageTitle>
        <Text c="dimmed">{spec.onlyCampaignText}</Text>
      </>
    );
  }

  const save = async (values: Form) => {
    try {
      const record = await create.mutateAsync({ values, campaignId });
      await queryClient.invalidateQueries({ queryKey: recordKeys.all });
      flashSuccess(`${spec.noun} Added`);
      navigate(`${spec.listPath}/${record.id}`);
    } catch (error) {
      setServerErrors(form, error, spec.formFieldByServerField);
      spec.flashCreateFailure(error);
    }
  };

  const canSave = form.isValid() && form.values.amount !== '';
  const tables = spec.fieldTables(form.values);
  const missing = whatStopsSaving(spec.formSchema, form.values, form.errors, fieldOrder(tables));
  const role = primaryPermission(user.me.permissions)?.role ?? 'campaign_staff';
  const bar = { enabled: canSave, saving: create.isPending, missing };
  return (
    <form onSubmit={form.onSubmit((values) => void save(values), flashValidationErrors)} noValidate>
      <PageTitle>{spec.newTitle}</PageTitle>
      <StaffSubmitNote role={role} status="draft" noun={spec.noun} />
      <SaveAsDraftButton {...bar} position="top" />
      <RecordFormSections form={form} tables={tables} />
      <SaveAsDraftButton {...bar} position="bottom" />
    </form>
  );
}
