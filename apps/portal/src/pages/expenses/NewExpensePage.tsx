import { Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  canAddRecords,
  EXPENSE_FORM_FIELD_BY_PAYLOAD_FIELD,
  type ExpenseForm,
  expenseFormSchema,
  newExpenseForm,
  toExpenditurePayload,
} from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { flashSuccess } from '../../lib/flash';
import { setServerErrors, zodFormValidate } from '../../lib/forms';
import { useCurrentUser } from '../../lib/session';
import { recordKeys, useRecordsClient } from '../../records/api';
import { ExpenseFields } from '../../records/ExpenseFields';
import { flashExpenditureCreateFailure, flashValidationErrors } from '../../records/flashes';
import { SaveAsDraftButton } from '../../records/SaveBar';
import { PageTitle } from '../PageTitle';

/** New Expense (/expenses/new): saved as a draft of the user's campaign. */
export default function NewExpensePage() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const client = useRecordsClient();
  const queryClient = useQueryClient();
  const form = useForm<ExpenseForm>({
    initialValues: newExpenseForm(),
    validate: zodFormValidate(expenseFormSchema),
    validateInputOnBlur: true,
  });
  const create = useMutation({
    mutationFn: (values: ExpenseForm) =>
      client.expenditures.create.mutate({
        ...toExpenditurePayload(values),
        campaignId: user.campaignId,
      }),
  });

  if (!canAddRecords(user.me.permissions) || user.campaignId === null) {
    return (
      <>
        <PageTitle>New Expense</PageTitle>
        <Text c="dimmed">Only campaign users can add expenses.</Text>
      </>
    );
  }

  const save = async (values: ExpenseForm) => {
    try {
      const record = await create.mutateAsync(values);
      await queryClient.invalidateQueries({ queryKey: recordKeys.all });
      flashSuccess('Expenditure Added');
      navigate(`/expenses/${record.id}`);
    } catch (error) {
      setServerErrors(form, error, EXPENSE_FORM_FIELD_BY_PAYLOAD_FIELD);
      flashExpenditureCreateFailure(error);
    }
  };

  const canSave = form.isValid() && form.values.amount !== '';
  return (
    <form onSubmit={form.onSubmit((values) => void save(values), flashValidationErrors)}>
      <PageTitle>New Expense</PageTitle>
      <SaveAsDraftButton enabled={canSave} saving={create.isPending} />
      <ExpenseFields form={form} />
      <SaveAsDraftButton enabled={canSave} saving={create.isPending} />
    </form>
  );
}
