export const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** The public page of a campaign (the portal's `/campaign/{id}`). */
export const campaignPageUrl = (publicUrl: string, campaignId: number) =>
  `${trimSlash(publicUrl)}/campaign/${campaignId}`;

/** The public dashboard, the programme's page. */
export const programmePageUrl = (publicUrl: string) => `${trimSlash(publicUrl)}/`;

export const confirmAlertsLink = (publicUrl: string, code: string) =>
  `${trimSlash(publicUrl)}/alerts/confirm?${new URLSearchParams({ code })}`;

/**
 * The unsubscribe page, and the address a mail client posts the one-click unsubscribe to
 * (RFC 8058): the same URL, a page on GET and the unsubscribe itself on POST.
 */
export const unsubscribeAlertsLink = (publicUrl: string, code: string) =>
  `${trimSlash(publicUrl)}/alerts/unsubscribe?${new URLSearchParams({ code })}`;
