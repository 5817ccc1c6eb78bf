import { isPermission } from '@fireworks/core/rules';
import { FIGURE_LINKS } from './features/season/dashboard-screen';
import { routes } from './routes';

describe('the admin route list', () => {
  // Issue 41: the menus show a staff screen only to who may open it, so each one must say what it needs.
  it.each(routes.map((route) => [route.path, route.permission]))(
    '%s declares a permission of core’s list or owner',
    (_path, permission) => {
      expect(permission === 'owner' || (typeof permission === 'string' && isPermission(permission))).toBe(true);
    },
  );

  it.each(Object.entries(FIGURE_LINKS))('the dashboard figure %s links to a screen with the permission it names', (_key, link) => {
    expect(routes.find((route) => route.path === link.to)?.permission).toBe(link.permission);
  });
});
