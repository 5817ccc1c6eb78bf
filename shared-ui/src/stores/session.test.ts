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

  it('forgets the cart totals, the cart lines seen and the checkout choices when the session ends, whatever ended it', () => {
    for (const ending of [{ loggedOut: true }, { reason: 'Your approval was withdrawn.' }, undefined]) {
      useSession.getState().signIn('tok-1', user);
      localStorage.setItem('fw-cart-totals:u1', JSON.stringify({ subtotal: 1234 }));
      localStorage.setItem('fw-cart-totals:u0', JSON.stringify({ subtotal: 5 }));
      localStorage.setItem('fw-cart-seen:u1', '[]');
      localStorage.setItem('i18nextLng', 'es');
      sessionStorage.setItem('fireworks-checkout', JSON.stringify({ state: { isPickup: true } }));
      useSession.getState().signOut(ending);
      expect(localStorage.getItem('fw-cart-totals:u1')).toBeNull();
      expect(localStorage.getItem('fw-cart-totals:u0')).toBeNull();
      expect(localStorage.getItem('fw-cart-seen:u1')).toBeNull();
      expect(sessionStorage.getItem('fireworks-checkout')).toBeNull();
      // The language is the device's, not the person's.
      expect(localStorage.getItem('i18nextLng')).toBe('es');
    }
  });

  it('keeps the user it has when getuser answers the same person again, and takes a changed one', () => {
    useSession.getState().signIn('tok-1', user);
    const kept = useSession.getState().user;
    const notified = jest.fn();
    const unsubscribe = useSession.subscribe(notified);
    useSession.getState().setUser({ ...user });
    expect(useSession.getState().user).toBe(kept);
    expect(notified).not.toHaveBeenCalled();
    useSession.getState().setUser({ ...user, firstname: 'Casey' });
    expect(useSession.getState().user).toMatchObject({ firstname: 'Casey' });
    expect(JSON.parse(localStorage.getItem('user') as string)).toMatchObject({ firstname: 'Casey' });
    expect(notified).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('caps the badge text at 99+', () => {
    expect(cartBadgeText(99)).toBe('99');
    expect(cartBadgeText(100)).toBe('99+');
    expect(cartBadgeText(0)).toBe('0');
  });
});
