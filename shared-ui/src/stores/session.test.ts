import type { User } from '@fireworks/core/contract';
import { cartBadgeText, useSession } from './session';

const user = { _id: 'u1', username: 'casey', admin: false } as User;

describe('session store', () => {
  beforeEach(() => {
    localStorage.clear();
    useSession.getState().signOut();
  });

  it('keeps the token and the user in local storage under the spec keys', () => {
    useSession.getState().signIn('tok-1', user);
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem('user') as string)).toMatchObject({ username: 'casey' });
    useSession.getState().signOut();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(useSession.getState().user).toBeNull();
  });

  it('caps the badge text at 99+', () => {
    expect(cartBadgeText(99)).toBe('99');
    expect(cartBadgeText(100)).toBe('99+');
    expect(cartBadgeText(0)).toBe('0');
  });
});
