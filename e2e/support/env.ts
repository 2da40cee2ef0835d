import { inject } from 'vitest';

// What the global setup handed to the tests.

export const baseUrl = () => inject('baseUrl');
export const hasBrowser = () => inject('hasBrowser');
/** The data each test file made for itself before the server started (fixtures.ts). */
export const fixtures = () => inject('fixtures');
