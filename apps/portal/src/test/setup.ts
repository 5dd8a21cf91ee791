import { notifications } from '@mantine/notifications';
import { stubBrowserApisForMantine } from '@portal/ui/testing';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Reduced motion makes transitions instant (the theme respects it), so tests wait for answers,
// not for animations.
stubBrowserApisForMantine({ reducedMotion: true });
window.HTMLElement.prototype.scrollIntoView = () => {};

// The whole suite runs beside other packages' tests in CI; on a loaded two-core machine the first
// render of a lazily loaded page can take several seconds.
configure({ asyncUtilTimeout: 15_000 });

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
