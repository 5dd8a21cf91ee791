import { Group, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';

/** The tab title of every page: 'Contributions - City Portal'. */
export const documentTitle = (page: string) => `${page} - City Portal`;

// The first page of a visit leaves focus at the top (so the skip link is the first Tab stop);
// every later page moves it to its heading, as a screen reader user expects after navigating.
let pageShownBefore = false;

/**
 * A page whose heading appears once its data has loaded must not take focus from a field, list or
 * dialog the user turned to meanwhile (a list they just opened would close under them).
 */
function userIsInteracting(): boolean {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return false;
  return (
    active.matches('input, textarea, select, [contenteditable="true"], [role="combobox"]') ||
    active.closest('[role="dialog"], [role="listbox"], [role="menu"]') !== null
  );
}

/**
 * Names the browser tab after the page and, after a navigation, moves focus to the heading the
 * ref is given to (WCAG 2.4.2 and 2.4.3). The heading needs `tabIndex={-1}`.
 */
export function usePageHeading<Heading extends HTMLElement>(title: string) {
  const heading = useRef<Heading>(null);
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  useEffect(() => {
    if (pageShownBefore && !userIsInteracting()) heading.current?.focus();
    pageShownBefore = true;
  }, []);
  return heading;
}

/**
 * The page heading (the one h1 of the page); also names the browser tab, after `tabTitle` when
 * the heading carries a changing count ('Users (12)' is the Settings tab).
 */
export function PageTitle({
  children,
  tabTitle = children,
  mb = 'md',
}: {
  children: string;
  tabTitle?: string;
  mb?: string | number;
}) {
  const heading = usePageHeading<HTMLHeadingElement>(tabTitle);
  return (
    <Title order={1} size="h2" mb={mb} ref={heading} tabIndex={-1}>
      {children}
    </Title>
  );
}

/** Honest placeholder for a part of the portal that is not built yet. */
export function NotAvailableYet({ what }: { what: string }) {
  return <Text c="dimmed">{what} not available yet.</Text>;
}

/** A list page's heading with its count, and the page's main action (if any) at the right. */
export function PageHeader(props: { title: string; tabTitle: string; action: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-start">
      <PageTitle tabTitle={props.tabTitle}>{props.title}</PageTitle>
      {props.action}
    </Group>
  );
}
