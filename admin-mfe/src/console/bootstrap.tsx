import { createRoot } from 'react-dom/client';
import { loadMessages, setApiBase } from 'shared-ui';
import 'shared-ui/styles.css';
import './console.css';
import { ConsoleApp } from './console-app';

/**
 * The standalone admin console reads config.json beside its index.html: { "apiBase": "https://api.example.com" }.
 * Without it (or with an empty apiBase) it talks to the API on its own origin.
 */
async function start() {
  // Every screen's texts (only the storefront's first page goes without them).
  const messages = loadMessages();
  try {
    const response = await fetch(new URL('config.json', document.baseURI), { cache: 'no-cache' });
    if (response.ok) {
      const config = (await response.json()) as { apiBase?: string };
      if (config.apiBase) setApiBase(config.apiBase);
    }
  } catch {
    // same-origin API
  }
  await messages;
  createRoot(document.getElementById('root') as HTMLElement).render(<ConsoleApp />);
}

void start();
