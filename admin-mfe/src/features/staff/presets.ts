/** Which preset a set of permissions is (for the staff list and the form's first choice). */
import { PERMISSIONS, type Permission, PRESETS, type Preset } from '@fireworks/core/rules';

export const PRESET_NAMES = Object.keys(PRESETS) as Preset[];

export function presetOf(permissions: readonly string[]): Preset | 'custom' {
  const held = new Set(permissions);
  const found = PRESET_NAMES.find((name) => {
    const preset: readonly Permission[] = PRESETS[name];
    return preset.length === held.size && preset.every((p) => held.has(p));
  });
  return found ?? 'custom';
}

/** A preset's permissions, in the list's order. */
export function permissionsOfPreset(preset: Preset): Permission[] {
  const wanted: readonly Permission[] = PRESETS[preset];
  return PERMISSIONS.filter((p) => wanted.includes(p));
}
