/**
 * The auth screens are for signed-out visitors only, so a signed-in page never downloads them.
 * The start-up fetches them at once for a signed-out visit, beside its first render (the public
 * frame draws while they come); once here they render without a loading step.
 */
import { loadMessages } from 'shared-ui';

type AuthScreens = typeof import('./screens');

let loaded: AuthScreens | null = null;
let pending: Promise<void> | null = null;

export function loadAuthScreens(): Promise<void> {
  // With their texts: only the home page's are bundled with the first page.
  pending ??= Promise.all([import(/* webpackChunkName: "auth" */ './screens'), loadMessages()]).then(([screens]) => {
    loaded = screens;
  });
  return pending;
}

/** One auth screen by name; suspends (the nearest Suspense shows the loading state) until the chunk is here. */
function AuthRoute({ name }: { name: keyof AuthScreens }) {
  if (!loaded) throw loadAuthScreens();
  const Screen = loaded[name];
  return <Screen />;
}

export const AuthScreen = () => <AuthRoute name="AuthScreen" />;
export const SmsVerifyScreen = () => <AuthRoute name="SmsVerifyScreen" />;
export const ChangePasswordScreen = () => <AuthRoute name="ChangePasswordScreen" />;
