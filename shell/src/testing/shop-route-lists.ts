/**
 * For the shell's tests: the real route lists of this repository's remotes, read from their
 * routes.ts as their builds read them (what the shell gets as routes.json at run time).
 */
import { readWorkspaceRouteLists } from '@fireworks/tooling/route-list';
import type { RouteLists } from 'shared-ui';
import { useRouteLists } from '../remotes/route-lists';

export async function loadShopRouteLists(): Promise<RouteLists> {
  const lists = await readWorkspaceRouteLists();
  useRouteLists.getState().setLists(lists);
  return lists;
}
