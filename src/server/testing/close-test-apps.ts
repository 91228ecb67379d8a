// Vitest set-up file of the server projects: after each test file, close the apps it built.
import { afterAll } from 'vitest';
import { closeTestApps } from './test-app.ts';

afterAll(closeTestApps);
