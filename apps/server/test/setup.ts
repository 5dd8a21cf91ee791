import { afterAll } from 'vitest';
import { removeStaticDirs } from './static-dirs';

// Runs before every test file, so each file's miniature portals are removed after it.
afterAll(removeStaticDirs);
