interface AuthoredActivity {
  actor: { name: string } | null;
  onBehalfOfCampaign: { name: string } | null;
  /** Set when a script made the change with one of the person's API tokens. */
  apiToken?: { name: string } | null;
}

/**
 * Who wrote a history line: the person, 'on behalf of' the campaign when a government admin
 * changed it in edit mode. Lines the system wrote itself (city matches, imports) have no person.
 */
export function activityAuthor(activity: AuthoredActivity): string {
  const person = activity.actor?.name ?? 'System';
  const who = activity.apiToken ? `${person} via API token '${activity.apiToken.name}'` : person;
  return activity.onBehalfOfCampaign
    ? `${who} on behalf of ${activity.onBehalfOfCampaign.name}`
    : who;
}
