interface AuthoredActivity {
  actor: { name: string } | null;
  onBehalfOfCampaign: { name: string } | null;
}

/**
 * Who wrote a history line: the person, 'on behalf of' the campaign when a government admin
 * changed it in edit mode. Lines the system wrote itself (city matches, imports) have no person.
 */
export function activityAuthor(activity: AuthoredActivity): string {
  const who = activity.actor?.name ?? 'System';
  return activity.onBehalfOfCampaign
    ? `${who} on behalf of ${activity.onBehalfOfCampaign.name}`
    : who;
}
