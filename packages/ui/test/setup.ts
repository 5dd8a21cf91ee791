import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { stubBrowserApisForMantine } from '../src/testing';

stubBrowserApisForMantine();

// A findBy's limit only ends a wait for something that never appears.
configure({ asyncUtilTimeout: 2 * 60_000 });

afterEach(() => cleanup());
