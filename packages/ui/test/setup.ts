import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { stubBrowserApisForMantine } from '../src/testing';

stubBrowserApisForMantine();

configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
