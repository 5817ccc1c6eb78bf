import type { StaffEntry } from '@fireworks/core/contract';
import { permissionLabel } from '@fireworks/core/rules';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, errorText, focusMain, Page, useCan, useToast } from 'shared-ui';
import { ConfirmDialog } from 'shared-ui/dialogs';
import { useFocusAfterDelete } from '../../common/focus-after-delete';
import { LoadStatus } from '../../common/load-status';
import { useSetStaff, useStaff } from './api';
import { presetOf } from './presets';
import { StaffForm } from './staff-form';
import { useStaffViewer } from './viewer';
import '../../common/admin.css';
import './staff.css';

/**
 * Staff (issue 41, the owner and staff:manage): who works in the back office and what they may do;
 * make an approved user staff with a preset or a custom set, change it, or remove them from the
 * staff (their open sessions lose the back office at once: the server checks every call). A
 * staff:manage holder who is not the owner sees change and remove only on the rows below them,
 * and adds staff only when they may also read the users (Manage users).
 */
export default function StaffScreen() {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const staff = useStaff();
  const removal = useSetStaff();
  const [editing, setEditing] = useState<StaffEntry | 'new' | null>(null);
  const [removing, setRemoving] = useState<StaffEntry | null>(null);
  const viewer = useStaffViewer();
  const owner = useCan('owner');
  const mayAdd = useCan('users:manage') && viewer.grantable.length > 0;
  // The form opens above the list (out of view on a phone) and takes focus; once it closes (saved or
  // cancelled) focus returns to the button that opened it: Add (back in place of the form) or the
  // row's Change, else the page's main region rather than <body>.
  const addButton = useRef<HTMLButtonElement>(null);
  const changeButtons = useRef(new Map<string, HTMLButtonElement>());
  const [focusBack, setFocusBack] = useState<{ to: string } | null>(null);
  useEffect(() => {
    if (!focusBack) return;
    const opener = focusBack.to === 'new' ? addButton.current : changeButtons.current.get(focusBack.to);
    if (opener) opener.focus();
    else focusMain();
  }, [focusBack]);
  // After a removal the keyboard goes to the next member's Remove (the previous one's, else Add).
  const focusAfterDelete = useFocusAfterDelete(addButton);
  const closeForm = () => {
    if (editing !== null) setFocusBack({ to: editing === 'new' ? 'new' : editing.userId });
    setEditing(null);
  };

  async function remove(entry: StaffEntry) {
    try {
      await removal.mutateAsync({ userId: entry.userId, permissions: [] });
      focusAfterDelete.deleted();
      toast.success(t('staff.removed', { username: entry.username }));
    } catch (caught) {
      toast.error(errorText(caught, { failed: t('staff.saveFailed'), unreachable: t('staff.saveError') }));
    } finally {
      setRemoving(null);
    }
  }

  const describe = (entry: StaffEntry) => {
    const preset = presetOf(entry.permissions);
    if (preset !== 'custom') return t(`staff.presets.${preset}`);
    return entry.permissions.map((p) => permissionLabel(p, t)).join(', ');
  };

  return (
    <Page
      title={t('staff.title')}
      wide
      actions={
        editing === null &&
        mayAdd && (
          <Button ref={addButton} onClick={() => setEditing('new')}>
            {t('staff.add')}
          </Button>
        )
      }
    >
      <p>{t('staff.intro')}</p>
      {!owner && <p>{t('staff.managerIntro')}</p>}
      {editing !== null && (
        <StaffForm
          key={editing === 'new' ? 'new' : editing.userId}
          entry={editing === 'new' ? undefined : editing}
          staff={staff.data ?? []}
          onDone={closeForm}
        />
      )}
      <LoadStatus query={staff} loadingLabel={t('staff.loading')}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState>{t('staff.empty')}</EmptyState>
          ) : (
            <table className="ad-table ad-staff">
              <caption className="fw-visually-hidden">{t('staff.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('staff.username')}</th>
                  <th scope="col">{t('staff.access')}</th>
                  <th scope="col">
                    <span className="fw-visually-hidden">{t('staff.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((entry) => (
                  <tr key={entry.userId} data-testid="staff-row">
                    <th scope="row" translate="no">
                      {entry.username}
                    </th>
                    <td data-label={t('staff.access')}>
                      {describe(entry)}
                      {entry.approved === false && <p className="ad-staff__inactive">{t('staff.notApproved')}</p>}
                    </td>
                    <td>
                      {viewer.mayChange(entry) && (
                        <div className="ad-staff__actions">
                          <Button
                            variant="secondary"
                            ref={(button) => {
                              if (button) changeButtons.current.set(entry.userId, button);
                              else changeButtons.current.delete(entry.userId);
                            }}
                            aria-label={t('staff.changeFor', { username: entry.username })}
                            onClick={() => setEditing(entry)}
                          >
                            {t('staff.change')}
                          </Button>
                          <Button
                            variant="danger"
                            aria-label={t('staff.removeFor', { username: entry.username })}
                            onClick={(event) => {
                              focusAfterDelete.remember(event.currentTarget);
                              setRemoving(entry);
                            }}
                          >
                            {t('staff.remove')}
                          </Button>
                        </div>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </LoadStatus>
      <ConfirmDialog
        open={removing !== null}
        message={t('staff.confirmRemove', { username: removing?.username ?? '' })}
        busy={removal.isPending}
        onConfirm={() => (removing !== null ? remove(removing) : undefined)}
        onCancel={() => setRemoving(null)}
        returnFocus={focusAfterDelete.returnFocus}
      />
    </Page>
  );
}
