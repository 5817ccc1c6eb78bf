/**
 * Remotes own their routes: the shell's sources, and its build when there is one, name no
 * storefront or admin screen path (tooling/screen-paths.cjs). Only the auth screens and the nav
 * bar's fixed links (/homepage, /cart) are the shell's.
 */
import { findScreenPaths, remoteScreenPaths, scanShell } from '@fireworks/tooling/screen-paths';

describe('the shell names no storefront or admin screen path', () => {
  let paths: string[] = [];
  beforeAll(async () => {
    paths = await remoteScreenPaths();
  });

  it('knows the paths of both remotes', () => {
    expect(paths.length).toBeGreaterThanOrEqual(10);
    expect(paths).not.toContain('/homepage');
    // The check finds a path written as a literal, quoted any way, and only as a whole path.
    const [first, second] = paths.filter((p) => !p.includes(':'));
    expect(findScreenPaths(`navigate('${first}')`, paths)).toEqual([first]);
    expect(findScreenPaths(`{to:"${second}?x=1"}`, paths)).toEqual([second]);
    expect(findScreenPaths(`fetch('/api${first}')`, paths)).toEqual([]);
  });

  it('in shell/src', () => {
    expect(scanShell('src', paths)).toEqual([]);
  });

  it('in shell/dist (when built)', () => {
    expect(scanShell('dist', paths)).toEqual([]);
  });
});
