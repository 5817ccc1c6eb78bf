/**
 * Verified tokens (issue 13): a token's signature is checked once and remembered by its text until
 * it expires; failures are never remembered; the memory stays bounded (least recently used out).
 */
import { type TokenClaims, VerifiedTokens } from './verified-tokens';

function setup(max = 3) {
  let now = 1_000_000;
  const checked: string[] = [];
  const verify = (token: string): TokenClaims => {
    checked.push(token);
    if (token.startsWith('bad')) throw new Error('invalid signature');
    if (now >= 1_060_000 && token.startsWith('short')) throw new Error('expired');
    return { sub: token, exp: token.startsWith('short') ? 1_060 : 2_000 };
  };
  const tokens = new VerifiedTokens(verify, max, () => now);
  return { tokens, checked, advance: (ms: number) => (now += ms) };
}

it('checks a token once, then answers it from memory', () => {
  const { tokens, checked } = setup();
  expect(tokens.claims('a').sub).toBe('a');
  expect(tokens.claims('a').sub).toBe('a');
  expect(checked).toEqual(['a']);
});

it('checks a remembered token again once it has expired, and refuses it', () => {
  const { tokens, checked, advance } = setup();
  tokens.claims('short');
  advance(59_999);
  expect(tokens.claims('short').sub).toBe('short');
  expect(checked).toEqual(['short']);
  advance(1);
  expect(() => tokens.claims('short')).toThrow('expired');
  expect(tokens.size).toBe(0);
});

it('never remembers a refused token', () => {
  const { tokens, checked } = setup();
  expect(() => tokens.claims('bad')).toThrow();
  expect(() => tokens.claims('bad')).toThrow();
  expect(checked).toEqual(['bad', 'bad']);
  expect(tokens.size).toBe(0);
});

it('keeps at most its bound, dropping the least recently used', () => {
  const { tokens, checked } = setup(2);
  tokens.claims('a');
  tokens.claims('b');
  tokens.claims('a'); // a is now the most recently used
  tokens.claims('c'); // drops b
  expect(tokens.size).toBe(2);
  tokens.claims('a');
  tokens.claims('b');
  expect(checked).toEqual(['a', 'b', 'c', 'b']);
});
