/** Accept-Encoding as the cached lists read it (src/shared/compressed.ts), the same header twice or not. */
import { acceptedEncoding } from './compressed';

it('picks brotli, else gzip, honouring q=0, for repeated and changing headers alike', () => {
  const cases: Array<[string | undefined, 'br' | 'gzip' | null]> = [
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', null],
    ['*', 'gzip'],
    [undefined, null],
    ['gzip;q=0', null],
    ['gzip, deflate, br', 'br'],
  ];
  for (const [header, expected] of cases) expect([header, acceptedEncoding(header)]).toEqual([header, expected]);
});
