/** Runs before every component test file (tooling's Jest preset): the MSW server and a clean query cache. */

import { allCatalogues } from '@fireworks/core/i18n/client';
import { cleanup } from '@testing-library/react';
import { resetRuntimeConfig } from '../api/runtime-config';
import { queryClient } from '../data/query-client';
import { i18n } from '../i18n/i18n';
import { resetServer, server } from './server';

// A request no test answered fails the test run's output loudly and reaches the screen as a network failure.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The browser fetches the Spanish catalogue on the first switch; tests switch language at once.
beforeAll(async () => {
  for (const [language, catalogue] of Object.entries(await allCatalogues())) {
    for (const [namespace, texts] of Object.entries(catalogue)) i18n.addResourceBundle(language, namespace, texts, true, true);
  }
});
afterEach(() => {
  // Screens leave first (a form deletes its abandoned uploads as it goes), while their answers still stand.
  cleanup();
  resetServer();
  queryClient.clear();
  resetRuntimeConfig();
});
afterAll(() => server.close());
