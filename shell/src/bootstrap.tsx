import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { matchPath } from 'react-router-dom';
import { loadMessages, type RouteLists, readToken, roleOf, signOutOnUnauthorized, startScreenReads, useSession } from 'shared-ui';
import { prefetchCategoryItems } from 'shared-ui/catalog';
import 'shared-ui/styles.css';
import './shell.css';
import { App } from './app';
import { loadAuthScreens } from './auth/lazy-auth';
import { loadBackOfficeFrame } from './layout/app-layout';
import { preloadRemoteScreens, type RemoteName, registerShopRemotes } from './remotes/federation';
import { landingPath, loadRouteLists, shellRoutesFor, useRouteLists } from './remotes/route-lists';
import { loadRuntimeConfig } from './runtime-config';
import { refreshStoredSession } from './session/session-actions';

/**
 * A signed-in visit fetches its first screen's code, texts and first reads (its route list's
 * `reads`; a category page's items) alongside its remote's entry, not one after the other as the
 * screen renders.
 */
function preloadFirstScreen(lists: RouteLists) {
  if (!readToken()) return;
  // A signed-in visit to / lands on the home page (staff: their first screen).
  const path = window.location.pathname === '/' ? landingPath() : window.location.pathname;
  const { user } = useSession.getState();
  // Staff work in the back office: its code comes alongside their first screen's.
  if (roleOf(user) === 'admin') void loadBackOfficeFrame();
  const { routes } = shellRoutesFor(lists, user);
  const route = routes.find((candidate) => matchPath(candidate.path, path));
  if (!route?.module) return;
  preloadRemoteScreens(route.remote as RemoteName, [route.module]);
  void loadMessages(route.messages);
  startScreenReads(route.reads ?? []);
  const category = route.categories ? matchPath(route.path, path)?.params.category : undefined;
  if (category) prefetchCategoryItems(category);
}

async function start() {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  // A signed-out visit shows an auth screen: fetch it alongside the config (the public frame draws
  // without it; the screen shows a loading state until it is here).
  if (!readToken()) void loadAuthScreens().catch(() => {});
  // A stored session's user and cart load alongside the config and the first screen's code; a
  // refusal signs out with the server's reason, as it does once the app runs.
  if (readToken()) {
    signOutOnUnauthorized();
    void refreshStoredSession();
  }
  try {
    const config = await loadRuntimeConfig();
    registerShopRemotes(config.remotes);
    preloadFirstScreen(await loadRouteLists(config));
  } catch (error) {
    // Without the config document the remotes cannot be found; the shell still renders its own
    // screens, and any other path is not found.
    console.error('Could not load /api/config', error);
    useRouteLists.getState().setLists({});
  }
  // A transition: the first render yields to the browser every few milliseconds instead of holding
  // the main thread for the whole tree (the page's own first paint is already on screen).
  startTransition(() => root.render(<App />));
}

void start();
