import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { campaignStaff } from '../../test/fixtures';
import { contributionRecord, emptyActivities } from '../../test/records-fixtures';
import { renderApp } from '../../test/render-app';

describe('[records] a detail address no record can have', () => {
  it.each(['/contributions/new', '/contributions/12abc', '/contributions/1e3', '/expenses/add'])(
    'says %s does not exist rather than loading for ever',
    async (path) => {
      const { calls } = renderApp(path, {
        'auth.session': () => campaignStaff,
        'contributions.get': () => contributionRecord(),
        'activities.list': emptyActivities,
      });
      expect(await screen.findByText('This record does not exist.')).toBeTruthy();
      expect(calls.filter((call) => call.path.endsWith('.get'))).toHaveLength(0);
    },
  );
});
