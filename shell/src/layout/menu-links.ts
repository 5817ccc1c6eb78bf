import { useTranslation } from 'react-i18next';
import { type MenuLink, menuOf, useRuntimeConfig } from 'shared-ui';
import { useShellRoutes } from '../remotes/route-lists';

/**
 * The menu entries of the route lists the session may use, in their order (spec §2): every one for
 * the hamburger, only the staff screens (`staffOnly`) for the back office's side navigation.
 */
export function useMenuLinks(staffOnly = false): MenuLink[] {
  const { t, i18n } = useTranslation('common');
  const { permitted } = useShellRoutes();
  const config = useRuntimeConfig();
  // An entry that needs a setting of /api/config (Subscribe: PayPal) only once it is set.
  // The list carries the text in each language, for a key this shell's build does not know yet.
  return menuOf(permitted, config.data)
    .filter((route) => !staffOnly || route.access === 'admin')
    .map((route) => ({ to: route.path, label: route.menu.texts?.[i18n.language] ?? t(route.menu.label) }));
}
