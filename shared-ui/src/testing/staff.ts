/** Signs a test in as the owner or as staff with a preset (issue 41), so permission-gated buttons show as they would. */
import type { User } from '@fireworks/core/contract';
import { PRESETS, type Preset } from '@fireworks/core/rules';
import { useSession } from '../stores/session';

export function signInAs(preset: Preset): void {
  const owner = preset === 'owner';
  const user = { _id: `${preset}-1`, username: preset, firstname: 'Staff', lastname: 'Member', admin: owner } as User;
  useSession.getState().signIn('test-token', { ...user, permissions: owner ? [] : [...PRESETS[preset]] });
}
