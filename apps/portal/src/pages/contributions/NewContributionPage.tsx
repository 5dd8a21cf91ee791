import { Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type ContributionForm,
  canAddRecords,
  contributionFormSchema,
  newContributionForm,
  toContributionPayload,
} from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { flashSuccess } from '../../lib/flash';
import { setServerErrors, zodFormValidate } from '../../lib/forms';
import { useCurrentUser } from '../../lib/session';
import { recordKeys, useRecordsClient } from '../../records/api';
import { ContributionFields } from '../../records/ContributionFields';
import { flashSaveFailure, flashValidationErrors } from '../../records/flashes';
import { SaveAsDraftButton } from '../../records/SaveBar';
import { PageTitle } from '../PageTitle';

/** New Contribution (/contributions/add): saved as a draft of the user's campaign. */
export default function NewContributionPage() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const client = useRecordsClient();
  const queryClient = useQueryClient();
  const form = useForm<ContributionForm>({
    initialValues: newContributionForm(),
    validate: zodFormValidate(contributionFormSchema),
    validateInputOnBlur: true,
  });
  const create = useMutation({
    mutationFn: (values: ContributionForm) =>
      client.contributions.create.mutate({
        ...toContributionPayload(values),
        campaignId: user.campaignId,
      }),
  });

  if (!canAddRecords(user.me.permissions) || user.campaignId === null) {
    return (
      <>
        <PageTitle>New Contribution</PageTitle>
        <Text c="dimmed">Only campaign users can add contributions.</Text>
      </>
    );
  }

  const save = async (values: ContributionForm) => {
    try {
      const record = await create.mutateAsync(values);
      await queryClient.invalidateQueries({ queryKey: recordKeys.all });
      flashSuccess('Contribution Added');
      navigate(`/contributions/${record.id}`);
    } catch (error) {
      setServerErrors(form, error);
      flashSaveFailure(error);
    }
  };

  const canSave = form.isValid() && form.values.amount !== '';
  return (
    <form onSubmit={form.onSubmit((values) => void save(values), flashValidationErrors)}>
      <PageTitle>New Contribution</PageTitle>
      <SaveAsDraftButton enabled={canSave} saving={create.isPending} />
      <ContributionFields form={form} />
      <SaveAsDraftButton enabled={canSave} saving={create.isPending} />
    </form>
  );
}
