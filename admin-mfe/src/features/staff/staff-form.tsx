import type { StaffEntry } from '@fireworks/core/contract';
import { type Permission, type Preset, permissionLabelKey } from '@fireworks/core/rules';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, errorText, FormMessage, useOneAtATime, useToast } from 'shared-ui';
import { Checkbox } from 'shared-ui/forms';
import { FormCard } from '../../common/form-card';
import { useApprovedUsers, useSetStaff } from './api';
import { PRESET_NAMES, permissionsOfPreset, presetOf } from './presets';
import { useStaffViewer } from './viewer';

type Choice = Preset | 'custom';

/**
 * Make an approved user staff, or change a staff member's permissions: a preset (Owner, Counter,
 * Catalogue) or a custom set of the fixed list. Only what the viewer may give is offered (a
 * staff:manage holder: the presets and boxes within their own permissions). The server checks
 * everything again.
 */
export function StaffForm({ entry, staff, onDone }: { entry?: StaffEntry; staff: StaffEntry[]; onDone(): void }) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const save = useSetStaff();
  const users = useApprovedUsers(!entry);
  const { grantable } = useStaffViewer();
  const presets = PRESET_NAMES.filter((name) => permissionsOfPreset(name).every((p) => grantable.includes(p)));
  const [userId, setUserId] = useState(entry?.userId ?? '');
  const [choice, setChoice] = useState<Choice>(() => firstChoice(entry, presets));
  const [custom, setCustom] = useState<Permission[]>(() => {
    const start: readonly string[] = entry ? entry.permissions : permissionsOfPreset('counter');
    return grantable.filter((p) => start.includes(p));
  });
  // What is missing is said at its field (a user, a permission); the server's refusal under the form.
  const [message, setMessage] = useState<{ field: 'user' | 'permissions' | null; text: string } | null>(null);
  const userFieldId = useId();
  const messageId = useId();
  const staffIds = new Set(staff.map((s) => s.userId));
  const candidates = (users.data ?? []).filter((user) => !staffIds.has(user._id));
  const chosen = choice === 'custom' ? custom : permissionsOfPreset(choice);
  // The form opens on demand (above the list): focus goes to its first choice, the user or the preset.
  const userField = useRef<HTMLSelectElement>(null);
  const chosenPreset = useRef<HTMLInputElement>(null);
  const permissionBoxes = useRef<HTMLFieldSetElement>(null);
  useEffect(() => (userField.current ?? chosenPreset.current)?.focus(), []);

  // Save renders busy only once the call starts: a second submit before that (a double tap, Enter twice) sends nothing.
  const oneAtATime = useOneAtATime();
  async function submit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    if (!userId) {
      setMessage({ field: 'user', text: t('staff.chooseUserFirst') });
      return userField.current?.focus();
    }
    if (chosen.length === 0) {
      setMessage({ field: 'permissions', text: t('staff.choosePermission') });
      return permissionBoxes.current?.querySelector('input')?.focus();
    }
    await oneAtATime(async () => {
      try {
        await save.mutateAsync({ userId, permissions: chosen });
        toast.success(t('messages.staffUpdated'));
        onDone();
      } catch (caught) {
        setMessage({ field: null, text: errorText(caught, { failed: t('staff.saveFailed'), unreachable: t('staff.saveError') }) });
      }
    });
  }

  function toggle(permission: Permission, on: boolean) {
    setCustom((list) => grantable.filter((p) => (p === permission ? on : list.includes(p))));
  }

  return (
    <FormCard title={entry ? t('staff.changeTitle', { username: entry.username }) : t('staff.addTitle')} onSubmit={submit} narrow>
      {!entry && (
        <div className="fw-field">
          <label className="fw-field__label" htmlFor={userFieldId}>
            {t('staff.user')}
          </label>
          <select
            id={userFieldId}
            ref={userField}
            aria-invalid={message?.field === 'user' || undefined}
            aria-describedby={message?.field === 'user' ? messageId : undefined}
            value={userId}
            onChange={(event) => setUserId(event.target.value)}
          >
            <option value="">{t('staff.chooseUser')}</option>
            {candidates.map((user) => (
              <option key={user._id} value={user._id}>
                {`${user.username} (${user.firstname} ${user.lastname})`}
              </option>
            ))}
          </select>
        </div>
      )}
      <fieldset className="ad-staff__presets">
        <legend>{t('staff.preset')}</legend>
        {[...presets, 'custom' as const].map((name) => (
          <label key={name} className="ad-staff__preset">
            <input
              type="radio"
              name="preset"
              value={name}
              ref={choice === name ? chosenPreset : undefined}
              checked={choice === name}
              onChange={() => setChoice(name)}
            />
            <span>
              <strong>{t(`staff.presets.${name}`)}</strong>
              <span className="ad-staff__preset-hint">{t(`staff.presetHints.${name}`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {choice === 'custom' && (
        <fieldset
          className="ad-staff__permissions"
          ref={permissionBoxes}
          aria-describedby={message?.field === 'permissions' ? messageId : undefined}
        >
          <legend>{t('staff.permissions')}</legend>
          {grantable.map((permission) => (
            <Checkbox
              key={permission}
              label={t(permissionLabelKey(permission))}
              checked={custom.includes(permission)}
              onChange={(event) => toggle(permission, event.target.checked)}
            />
          ))}
        </fieldset>
      )}
      <div className="ad-form__actions">
        <Button type="submit" loading={save.isPending}>
          {t('staff.save')}
        </Button>
        {/* While the save is on its way, Cancel would close a form whose change is still made. */}
        <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
          {t('staff.cancel')}
        </Button>
      </div>
      <FormMessage kind="error" id={messageId}>
        {message?.text}
      </FormMessage>
    </FormCard>
  );
}

/** The entry's own preset, else Counter for a new member, else a custom set (when the viewer may not give it). */
function firstChoice(entry: StaffEntry | undefined, offered: Preset[]): Choice {
  const wanted = entry ? presetOf(entry.permissions) : 'counter';
  return wanted !== 'custom' && offered.includes(wanted) ? wanted : 'custom';
}
