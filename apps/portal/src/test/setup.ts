import { notifications } from '@mantine/notifications';
import { stubBrowserApisForMantine } from '@portal/ui/testing';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Reduced motion makes transitions instant (the theme respects it), so tests wait for answers,
// not for animations.
stubBrowserApisForMantine({ reducedMotion: true });
window.HTMLElement.prototype.scrollIntoView = () => {};

// A findBy waits for what it looks for to appear; its limit only ends a wait for something that
// never comes, so it is as long as the suites' hang guard for a test.
configure({ asyncUtilTimeout: 2 * 60_000 });

// Mantine's focus trap warns, with the whole DOM node, when a popover opens before its content
// has loaded (edit mode's campaign choice): the trap then has nothing to focus yet. The node
// printed is a React fiber tree hundreds of lines long, so this one warning is left out.
const FOCUS_TRAP_WARNING = '[@mantine/hooks/use-focus-trap] Failed to find focusable element';
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].startsWith(FOCUS_TRAP_WARNING)) return;
  warn(...args);
};

afterEach(() => {
  cleanup();
  // The notifications store is global: earlier tests' flashes would fill the visible slots.
  notifications.clean();
  notifications.cleanQueue();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
});
