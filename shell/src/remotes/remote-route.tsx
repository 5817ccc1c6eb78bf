import { type ComponentType, Suspense, startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ErrorBoundary, loadMessages } from 'shared-ui';
import { firstScreenShown } from '../layout/deferred-toasts';
import { ScreenLoading } from '../layout/screen-loading';
import { loadRemoteComponent, type RemoteName } from './federation';

/** Each screen's code and texts, asked for once per attempt; a failed attempt stays failed (Retry makes a new one). */
const pendingScreens = new Map<string, Promise<ComponentType>>();
/** Screens whose code is here: shown at once on the next visit. */
const loadedScreens = new Map<string, ComponentType>();

/** The screen's code and its texts (every namespace unless the route names its own), fetched together. */
function loadScreen(key: string, remote: RemoteName, module: string, messages?: string[]): Promise<ComponentType> {
  let pending = pendingScreens.get(key);
  if (!pending) {
    pending = Promise.all([loadRemoteComponent(remote, module), loadMessages(messages)]).then(([exported]) => {
      loadedScreens.set(key, exported.default);
      return exported.default;
    });
    pendingScreens.set(key, pending);
  }
  return pending;
}

/**
 * The screen's component once its code is here (undefined until then); a failure is thrown to the
 * error boundary. Not React.lazy: a Suspense boundary that has shown its fallback reveals what it
 * waited for no sooner than 300 ms after that fallback (React throttles retries), which held every
 * first screen back by 170–240 ms after its code and picture had arrived. Here the screen replaces
 * the loading state in a transition of its own as soon as it is here (still rendered in slices).
 */
function useRemoteScreen(remote: RemoteName, module: string, attempt: number, messages?: string[]): ComponentType | undefined {
  const key = `${remote}/${module}#${attempt}`;
  const [failure, setFailure] = useState<{ key: string; error: unknown }>();
  // Set when the screen has arrived (it is then in loadedScreens): the render that shows it.
  const [, setArrived] = useState<string>();
  useEffect(() => {
    if (loadedScreens.has(key)) return;
    let current = true;
    loadScreen(key, remote, module, messages).then(
      () => current && startTransition(() => setArrived(key)),
      (error: unknown) => current && setFailure({ key, error }),
    );
    return () => {
      current = false;
    };
  }, [key, remote, module, messages]);
  if (failure?.key === key) throw failure.error;
  return loadedScreens.get(key);
}

/** Rendered after the screen: the page's deferred code (the toasts) may follow now. */
function Shown() {
  useEffect(firstScreenShown, []);
  return null;
}

function LoadedScreen({ remote, module, attempt, messages }: { remote: RemoteName; module: string; attempt: number; messages?: string[] }) {
  const Screen = useRemoteScreen(remote, module, attempt, messages);
  if (!Screen) return <ScreenLoading />;
  // The screen may still suspend on its own (its data): then the usual loading state shows.
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Screen />
      <Shown />
    </Suspense>
  );
}

/** One screen exposed by a remote, with a loading state and a visible fallback if it cannot load. */
export function RemoteRoute({ remote, module, messages }: { remote: RemoteName; module: string; messages?: string[] }) {
  const { t } = useTranslation('common');
  const [attempt, setAttempt] = useState(0);
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
      <LoadedScreen remote={remote} module={module} attempt={attempt} messages={messages} />
    </ErrorBoundary>
  );
}
