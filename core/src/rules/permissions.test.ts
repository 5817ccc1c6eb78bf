import { translator } from '../i18n/messages';
import { hasPermission, isPermission, PERMISSIONS, PRESETS, permissionLabel, permissionLabelKey, permissionsOf } from './permissions';

describe('staff permissions', () => {
  it('the owner (the spec admin) has every permission; staff only their own; a customer none', () => {
    const owner = { admin: true, permissions: [] };
    const counter = { admin: false, permissions: [...PRESETS.counter] };
    expect(PERMISSIONS.every((p) => hasPermission(owner, p))).toBe(true);
    expect(permissionsOf(owner)).toEqual([...PERMISSIONS]);
    expect(hasPermission(counter, 'pickups:work')).toBe(true);
    expect(hasPermission(counter, 'users:manage')).toBe(false);
    expect(permissionsOf({ admin: false, permissions: [] })).toEqual([]);
    expect(hasPermission(null, 'orders:read')).toBe(false);
  });

  it('the presets use only named permissions, and the Owner preset is all of them', () => {
    expect(PRESETS.owner).toEqual(PERMISSIONS);
    for (const preset of Object.values(PRESETS)) expect(preset.every((p) => isPermission(p))).toBe(true);
    expect(isPermission('keys:all')).toBe(false);
  });

  it('names each permission in the admin namespace', () => {
    expect(permissionLabelKey('orders:read')).toBe('admin:permissions.orders.read');
    for (const language of ['en', 'es'] as const) {
      const t = translator(language);
      const unnamed = PERMISSIONS.filter((p) => t(permissionLabelKey(p), { defaultValue: '' }) === '');
      expect(unnamed).toEqual([]);
    }
    expect(translator('es')(permissionLabelKey('pickups:work'))).toBe('Atender el mostrador de recogida');
  });

  it('turns a permission name into its label in the language of the translator, and leaves a name not on the list as written', () => {
    expect(permissionLabel('payments:void', translator('en'))).toBe('Void payments');
    expect(permissionLabel('payments:void', translator('es'))).toBe('Anular pagos');
    expect(permissionLabel('keys:all', translator('es'))).toBe('keys:all');
  });
});
