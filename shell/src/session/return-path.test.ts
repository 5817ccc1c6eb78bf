import { returnPath, returnState } from './return-path';

describe('returnPath', () => {
  it('follows a path on this site and nothing else', () => {
    expect(returnPath({ from: '/manageusers?tab=pending' })).toBe('/manageusers?tab=pending');
    expect(returnPath({ from: '//evil.example' })).toBeNull();
    expect(returnPath({ from: 'https://evil.example' })).toBeNull();
    expect(returnPath({ from: '/' })).toBeNull();
    expect(returnPath({ from: 42 })).toBeNull();
    expect(returnPath(null)).toBeNull();
  });

  it('keeps the query and hash of the page asked for', () => {
    expect(returnState({ pathname: '/orders/7', search: '?x=1', hash: '#pay' })).toEqual({ from: '/orders/7?x=1#pay' });
  });
});
