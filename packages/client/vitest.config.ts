import { defineConfig } from 'vitest/config';
import { HANG_GUARDS } from '../../vitest.shared';

export default defineConfig({ test: { ...HANG_GUARDS } });
