import { renderHook } from '@testing-library/react';
import { useSession } from 'shared-ui';
import { useRequestKey } from './idempotency-key';

const ORDER = { isPickup: false, deliveryAddress: { street: '12 Elm St', city: 'Austin', zip: '78702' } };

/** The hook as a screen holds it; unmount() is the customer leaving that screen. */
const mounted = (options?: { keep?: string }) => renderHook(() => useRequestKey(options)).result.current;

describe('useRequestKey', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps the key of the same request and gives a changed request a new one', () => {
    const requestKey = mounted();
    const key = requestKey.keyFor(ORDER);
    expect(requestKey.keyFor({ ...ORDER })).toBe(key);
    expect(requestKey.keyFor({ ...ORDER, isPickup: true })).not.toBe(key);
  });

  it('without `keep`, writes nothing to the tab and starts over with the screen', () => {
    const key = mounted().keyFor(ORDER);
    expect(sessionStorage).toHaveLength(0);
    expect(mounted().keyFor(ORDER)).not.toBe(key);
  });

  describe('with `keep`', () => {
    it('the key outlives the screen for the same request, not for a changed one', () => {
      const key = mounted({ keep: 'order' }).keyFor(ORDER);
      expect(mounted({ keep: 'order' }).keyFor(ORDER)).toBe(key);
      expect(mounted({ keep: 'order' }).keyFor({ ...ORDER, isPickup: true })).not.toBe(key);
    });

    it('keeps a fingerprint of the request in the tab, never the request', () => {
      mounted({ keep: 'order' }).keyFor(ORDER);
      expect(JSON.stringify(sessionStorage)).not.toContain('Elm');
    });

    it('after done() the same request gets a new key, on this screen and the next', () => {
      const requestKey = mounted({ keep: 'order' });
      const key = requestKey.keyFor(ORDER);
      requestKey.done();
      expect(sessionStorage).toHaveLength(0);
      expect(mounted({ keep: 'order' }).keyFor(ORDER)).not.toBe(key);
    });

    it('one name does not take another name’s key', () => {
      const key = mounted({ keep: 'order' }).keyFor(ORDER);
      expect(mounted({ keep: 'payment' }).keyFor(ORDER)).not.toBe(key);
    });

    it('is forgotten when the session ends (the next person at the device)', () => {
      const key = mounted({ keep: 'order' }).keyFor(ORDER);
      useSession.getState().signOut({ loggedOut: true });
      expect(mounted({ keep: 'order' }).keyFor(ORDER)).not.toBe(key);
    });

    it('works while the tab refuses storage (private mode): the key lives with the screen', () => {
      const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
        throw new Error('QuotaExceededError');
      });
      try {
        const requestKey = mounted({ keep: 'order' });
        const key = requestKey.keyFor(ORDER);
        expect(requestKey.keyFor(ORDER)).toBe(key);
      } finally {
        setItem.mockRestore();
      }
    });
  });
});
