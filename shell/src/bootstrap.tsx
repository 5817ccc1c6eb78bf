import { createRoot } from 'react-dom/client';
import { readToken } from 'shared-ui';
import 'shared-ui/styles.css';
import './shell.css';
import { App } from './App';
import { preloadRemoteScreens, registerShopRemotes } from './remotes/federation';
import { loadRuntimeConfig } from './runtime-config';

async function start() {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  try {
    const config = await loadRuntimeConfig();
    registerShopRemotes(config.remotes);
    // A signed-in visit to / or /homepage shows the storefront's home page: get its code on the way.
    if (readToken() && ['/', '/homepage'].includes(window.location.pathname)) preloadRemoteScreens('storefront', ['Home']);
  } catch (error) {
    // Without the config document the remotes cannot be found; the shell still renders and
    // each remote screen shows its "unavailable" fallback.
    console.error('Could not load /api/config', error);
  }
  root.render(<App />);
}

void start();
