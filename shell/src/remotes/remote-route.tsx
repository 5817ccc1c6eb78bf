import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ErrorBoundary, loadMessages } from 'shared-ui';
import { firstScreenShown } from '../layout/deferred-toasts';
import { ScreenLoading } from '../layout/screen-loading';
import { loadRemoteComponent, type RemoteName } from './federation';

const cache = new Map<string, ComponentType>();

/** The screen's code and its texts (every namespace unless the route names its own), fetched together. */
function lazyRemote(remote: RemoteName, module: string, attempt: number, messages?: string[]): ComponentType {
  const key = `${remote}/${module}#${attempt}`;
  let component = cache.get(key);
  if (!component) {
    component = lazy(() => Promise.all([loadRemoteComponent(remote, module), loadMessages(messages)]).then(([screen]) => screen));
    cache.set(key, component);
  }
  return component;
}

/** Rendered after the screen: the page's deferred code (the toasts) may follow now. */
function Shown() {
  useEffect(firstScreenShown, []);
  return null;
}

/** One screen exposed by a remote, with a loading state and a visible fallback if it cannot load. */
export function RemoteRoute({ remote, module, messages }: { remote: RemoteName; module: string; messages?: string[] }) {
  const { t } = useTranslation('common');
  const [attempt, setAttempt] = useState(0);
  const Screen = lazyRemote(remote, module, attempt, messages);
  return (
    <ErrorBoundary
      key={`${remote}/${module}`}
      onRetry={() => setAttempt((n) => n + 1)}
      fallback={(retry) => (
        <div className="shell-remote-error" role="alert">
          <p>{t(remote === 'admin' ? 'remote.adminUnavailable' : 'remote.storefrontUnavailable')}</p>
          <Button variant="secondary" onClick={retry}>
            {t('remote.retry')}
          </Button>
        </div>
      )}
    >
      <Suspense fallback={<ScreenLoading />}>
        <Screen />
        <Shown />
      </Suspense>
    </ErrorBoundary>
  );
}
