import { translator } from '../i18n/messages';
import { PERMISSIONS, PRESETS } from './permissions';
import { grantablePermissions, staffChangeRefusal, staffTargetRefusal } from './staff-changes';

const owner = { id: 'o', admin: true, permissions: [] };
/** A seasonal manager: the counter's work, the dashboard and Manage staff. */
const manager = { id: 'm', admin: false, permissions: [...PRESETS.counter, 'dashboard:read', 'staff:manage'] };
const counter = { id: 'c', admin: false, permissions: [...PRESETS.counter] };
const customer = { id: 'u', admin: false, permissions: [] };

describe('who may change whose staff permissions', () => {
  it('the owner may change anyone to anything', () => {
    expect(grantablePermissions(owner)).toEqual([...PERMISSIONS]);
    expect(staffChangeRefusal(owner, { ...owner, id: 'o2' }, [])).toBeNull();
    expect(staffChangeRefusal(owner, owner, [...PRESETS.counter])).toBeNull();
    expect(staffChangeRefusal(owner, customer, [...PERMISSIONS])).toBeNull();
  });

  it('a manager gives only what they hold, never Manage staff', () => {
    expect(grantablePermissions(manager)).toEqual([...PRESETS.counter, 'dashboard:read']);
    expect(staffChangeRefusal(manager, customer, [...PRESETS.counter])).toBeNull();
    expect(staffChangeRefusal(manager, counter, ['orders:read'])).toBeNull();
    expect(staffChangeRefusal(manager, counter, [])).toBeNull();
    expect(staffChangeRefusal(manager, customer, ['orders:read', 'items:edit'])).toEqual({
      reason: 'staffGrantNotHeld',
      permission: 'items:edit',
    });
    expect(staffChangeRefusal(manager, customer, ['orders:read', 'staff:manage'])).toEqual({ reason: 'staffGrantManage' });
    expect(staffChangeRefusal(manager, customer, [...PERMISSIONS])).toEqual({ reason: 'staffGrantManage' });
  });

  it('a manager may not touch themselves, an owner, another manager or anyone holding more', () => {
    expect(staffTargetRefusal(manager, manager)).toEqual({ reason: 'staffSelf' });
    expect(staffTargetRefusal(manager, owner)).toEqual({ reason: 'staffTargetOwner' });
    expect(staffTargetRefusal(manager, { ...manager, id: 'm2' })).toEqual({ reason: 'staffTargetManager' });
    expect(staffTargetRefusal(manager, { id: 'k', admin: false, permissions: [...PRESETS.catalogue] })).toEqual({
      reason: 'staffTargetOutranks',
      permission: 'items:edit',
    });
    expect(staffChangeRefusal(manager, owner, [])).toEqual({ reason: 'staffTargetOwner' });
  });

  it('staff without Manage staff may change nobody', () => {
    expect(grantablePermissions(counter)).toEqual([]);
    expect(staffChangeRefusal(counter, customer, ['orders:read'])).toEqual({ reason: 'staffNotManager' });
  });

  it('every refusal has a sentence in English and Spanish', () => {
    const reasons = ['staffSelf', 'staffTargetOwner', 'staffTargetManager', 'staffTargetOutranks', 'staffGrantManage', 'staffGrantNotHeld'];
    for (const language of ['en', 'es'] as const) {
      const t = translator(language);
      const missing = reasons.filter((r) => t(`admin:errors.${r}`, { defaultValue: '', permission: 'x', username: 'y' }) === '');
      expect(missing).toEqual([]);
    }
  });
});
