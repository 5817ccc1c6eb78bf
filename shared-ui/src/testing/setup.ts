/** Runs before every component test file (tooling's Jest preset): the MSW server and a clean query cache. */

import { cleanup } from '@testing-library/react';
import { resetRuntimeConfig } from '../api/runtime-config';
import { queryClient } from '../data/query-client';
import { resetServer, server } from './server';

// A request no test answered fails the test run's output loudly and reaches the screen as a network failure.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  // Screens leave first (a form deletes its abandoned uploads as it goes), while their answers still stand.
  cleanup();
  resetServer();
  queryClient.clear();
  resetRuntimeConfig();
});
afterAll(() => server.close());
