import { ActionIcon, Button, Group, NumberInput, Stack, Table, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { centsToDollars, dollarsToCents } from '@portal/domain';
import { IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { flashFailure, flashSuccess } from '../../lib/flash';
import { setServerErrors } from '../../lib/forms';
import { CalendarDateInput } from '../../records/CalendarDateInput';
import { useTRPC } from '../../trpc';
import { MissingSettings } from './MissingSettings';
import {
  type SettingsValues,
  settingsErrors,
  settingsFieldId,
  settingsValuesOf,
} from './settings-form-values';
import type { Programme } from './types';
import { useRefreshPayments } from './use-refresh-payments';

const dollarsOrNaN = (value: string | number) =>
  value === '' || !Number.isFinite(Number(value)) ? Number.NaN : dollarsToCents(Number(value));

const countOrNaN = (value: string | number) => (value === '' ? Number.NaN : Number(value));

function useSettingsForm(governmentId: number, programme: Programme | null) {
  return useForm<SettingsValues>({
    initialValues: settingsValuesOf(programme),
    validate: (values) => settingsErrors(governmentId, values),
  });
}

type SettingsForm = ReturnType<typeof useSettingsForm>;

/** Each office's cap (in dollars on screen, cents in the form) and its qualifying threshold. */
function OfficeRulesTable({ form }: { form: SettingsForm }) {
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table>
        <Table.Caption>
          Each office's maximum public funds and qualification threshold
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Office</Table.Th>
            <Table.Th scope="col">Maximum public funds</Table.Th>
            <Table.Th scope="col">Qualifying contributions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {form.values.offices.map((rule, index) => (
            <Table.Tr key={rule.office}>
              <Table.Th scope="row">{rule.office}</Table.Th>
              <Table.Td>
                <NumberInput
                  id={settingsFieldId(`offices.${index}.capCents`)}
                  aria-label={`${rule.office}: maximum public funds in dollars`}
                  prefix="$"
                  thousandSeparator=","
                  decimalScale={2}
                  min={0}
                  hideControls
                  value={Number.isNaN(rule.capCents) ? '' : centsToDollars(rule.capCents)}
                  onChange={(value) =>
                    form.setFieldValue(`offices.${index}.capCents`, dollarsOrNaN(value))
                  }
                  error={form.errors[`offices.${index}.capCents`]}
                />
              </Table.Td>
              <Table.Td>
                <NumberInput
                  id={settingsFieldId(`offices.${index}.qualifyingContributions`)}
                  aria-label={`${rule.office}: qualifying contributions needed`}
                  allowDecimal={false}
                  min={1}
                  hideControls
                  value={
                    Number.isNaN(rule.qualifyingContributions) ? '' : rule.qualifyingContributions
                  }
                  onChange={(value) =>
                    form.setFieldValue(
                      `offices.${index}.qualifyingContributions`,
                      countOrNaN(value),
                    )
                  }
                  error={form.errors[`offices.${index}.qualifyingContributions`]}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function PaymentDatesInputs({ form }: { form: SettingsForm }) {
  return (
    <Stack gap="xs" role="group" aria-label="Payment dates">
      {form.values.paymentDates.map((date, index) => (
        // Dates can repeat while being typed; their place in the list is what identifies them.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Group key={index} gap="xs" align="flex-end" wrap="nowrap">
          <CalendarDateInput
            id={settingsFieldId(`paymentDates.${index}`)}
            label={`Payment date ${index + 1}`}
            value={date || null}
            onChange={(value) => form.setFieldValue(`paymentDates.${index}`, value ?? '')}
            error={form.errors[`paymentDates.${index}`]}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={`Remove payment date ${index + 1}`}
            onClick={() => form.removeListItem('paymentDates', index)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button variant="light" onClick={() => form.insertListItem('paymentDates', '')}>
          Add a payment date
        </Button>
      </Group>
    </Stack>
  );
}

/** One election's programme settings, checked by the schema the server enforces. */
export function ProgrammeSettingsForm(props: {
  governmentId: number;
  programme: Programme | null;
  onSaved: (programme: Programme) => void;
}) {
  const { governmentId, programme } = props;
  const trpc = useTRPC();
  const refreshPayments = useRefreshPayments();
  const save = useMutation(trpc.paymentSettings.save.mutationOptions());
  const form = useSettingsForm(governmentId, programme);
  const missing = settingsErrors(governmentId, form.values);

  const submit = form.onSubmit(async (values) => {
    let saved: Programme;
    try {
      saved = await save.mutateAsync({
        ...values,
        governmentId,
        ...(programme ? { programmeId: programme.id } : {}),
      });
    } catch (error) {
      setServerErrors(form, error);
      flashFailure('Unable to save programme settings', error);
      return;
    }
    await refreshPayments();
    flashSuccess('Programme settings saved');
    props.onSaved(saved);
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Programme settings">
      <Stack gap="sm">
        <TextInput
          id={settingsFieldId('electionName')}
          label="Election name"
          description="e.g. 2026 primary election"
          withAsterisk
          maxLength={120}
          {...form.getInputProps('electionName')}
        />
        <Group grow align="flex-start" wrap="wrap">
          <CalendarDateInput
            id={settingsFieldId('contributionsFrom')}
            label="Contributions count from"
            withAsterisk
            value={form.values.contributionsFrom || null}
            onChange={(value) => form.setFieldValue('contributionsFrom', value ?? '')}
            error={form.errors.contributionsFrom}
          />
          <CalendarDateInput
            id={settingsFieldId('electionDate')}
            label="Election date"
            withAsterisk
            value={form.values.electionDate || null}
            onChange={(value) => form.setFieldValue('electionDate', value ?? '')}
            error={form.errors.electionDate}
          />
        </Group>
        <OfficeRulesTable form={form} />
        <PaymentDatesInputs form={form} />
        <Group justify="flex-end" align="flex-start" wrap="wrap">
          <MissingSettings errors={missing} values={form.values} />
          <Button type="submit" loading={save.isPending} disabled={Object.keys(missing).length > 0}>
            Save settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
