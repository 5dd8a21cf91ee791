import {
  Alert,
  Anchor,
  Button,
  List,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { alertSubscribeSchema } from '@portal/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { describeFailure } from '../../../lib/failure';
import { setServerErrors } from '../../../lib/forms';
import { useTRPC } from '../../../trpc';
import { PageTitle } from '../../PageTitle';

const WHOLE_PROGRAMME = '';

type SubscribeValues = {
  email: string;
  campaign: string;
};

/** The e-mail field's own rule, the one the server holds it to. */
const emailProblem = (email: string) => {
  const checked = alertSubscribeSchema.shape.email.safeParse(email);
  return checked.success ? null : (checked.error.issues[0]?.message ?? null);
};

/**
 * `/alerts`: follow a campaign, or the whole programme, by e-mail (a digest at most once a day,
 * after a confirmation link) or by Atom feed. `?campaign={id}` picks the campaign beforehand, as
 * a campaign's page links here.
 */
export default function AlertsPage() {
  const trpc = useTRPC();
  const [searchParams] = useSearchParams();
  const campaigns = useQuery(trpc.dashboard.campaigns.queryOptions({}));
  const participating = (campaigns.data ?? []).filter((campaign) => campaign.participating);
  const subscribe = useMutation(trpc.alerts.subscribe.mutationOptions());
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useForm<SubscribeValues>({
    initialValues: { email: '', campaign: searchParams.get('campaign') ?? WHOLE_PROGRAMME },
    validate: { email: emailProblem },
  });

  const submit = form.onSubmit(async (values) => {
    setAnswer(null);
    try {
      const campaignId = values.campaign === WHOLE_PROGRAMME ? null : Number(values.campaign);
      const result = await subscribe.mutateAsync({ email: values.email, campaignId });
      setAnswer({ ok: true, text: result.message });
    } catch (error) {
      setServerErrors(form, error);
      setAnswer({ ok: false, text: describeFailure(error).message });
    }
  });

  const feedOf = (campaign: string) =>
    campaign === WHOLE_PROGRAMME ? '/feeds/programme.atom' : `/feeds/campaign/${campaign}.atom`;

  return (
    <Stack gap="lg" maw={640}>
      <PageTitle mb={0}>Alerts and feeds</PageTitle>
      <Text>
        Get an e-mail on days a campaign reports new contributions or expenses: counts and totals,
        never a donor's name or address. You get at most one e-mail a day, and every e-mail has a
        one-click unsubscribe link. Your address is used for these alerts and nothing else.
      </Text>
      <form onSubmit={submit} aria-label="Subscribe to alerts" noValidate>
        <Stack gap="sm">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <NativeSelect
            label="Follow"
            data={[
              { value: WHOLE_PROGRAMME, label: 'The whole programme' },
              ...participating.map((campaign) => ({
                value: String(campaign.id),
                label: campaign.name,
              })),
            ]}
            {...form.getInputProps('campaign')}
          />
          <Button type="submit" loading={subscribe.isPending} style={{ alignSelf: 'flex-start' }}>
            Subscribe
          </Button>
        </Stack>
      </form>
      <div aria-live="polite">
        {answer && (
          <Alert
            color={answer.ok ? 'green' : 'red'}
            title={answer.ok ? 'Almost done' : 'Not subscribed'}
          >
            {answer.text}
          </Alert>
        )}
      </div>
      <Stack gap="xs" component="section" aria-label="Atom feeds">
        <Title order={2} size="h4">
          Atom feeds
        </Title>
        <Text>Feed readers can follow the same activity, one entry per campaign and day:</Text>
        <List>
          <List.Item>
            <Anchor href="/feeds/programme.atom" type="application/atom+xml">
              Whole programme feed
            </Anchor>
          </List.Item>
          {form.values.campaign !== WHOLE_PROGRAMME && (
            <List.Item>
              <Anchor href={feedOf(form.values.campaign)} type="application/atom+xml">
                Feed of{' '}
                {participating.find((campaign) => String(campaign.id) === form.values.campaign)
                  ?.name ?? 'the campaign'}
              </Anchor>
            </List.Item>
          )}
        </List>
      </Stack>
    </Stack>
  );
}
