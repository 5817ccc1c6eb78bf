import type { AdminUser } from '@fireworks/core/contract';
import { LIMITS } from '@fireworks/core/limits';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmailAddress, errorText, FormMessage, formatDate, useCan, useOneAtATime, useToast } from 'shared-ui';
import { ConfirmDialog } from 'shared-ui/dialogs';
import { Checkbox } from 'shared-ui/forms';
import { isEditConflict } from '../../common/edit-conflict';
import { useFocusAfterDelete } from '../../common/focus-after-delete';
import { useChangeApproval, useDeleteUser } from './api';
import { useNotesEditor } from './use-notes-editor';

/**
 * One user as a row of the users table (a card on phones): details, editable notes, the approval
 * toggle and deletion after a Yes/No. The row is named by the username. On a staff member's row (an
 * owner, anyone holding a permission, an account invited as staff) approval and deletion are the
 * owner's: others who manage users are told so instead of being offered what the server refuses.
 */
export function UserRow({ user }: { user: AdminUser }) {
  const { t } = useTranslation(['admin', 'common']);
  const toast = useToast();
  const headingId = useId();
  const notesId = useId();
  const notesEditor = useNotesEditor(user);
  const { form: notesForm, call: saveNotesCall } = notesEditor;
  const notes = notesForm.watch('notes');
  const approval = useChangeApproval();
  const removal = useDeleteUser();
  // The toggle shows the admin's choice at once and goes back if the server refuses it.
  const approvedShown = approval.isPending ? approval.variables.approved : user.approved;
  const busy = saveNotesCall.isPending ? 'notes' : approval.isPending ? 'approval' : removal.isPending ? 'delete' : null;
  const [confirming, setConfirming] = useState(false);
  // The delete takes this row away: the keyboard goes to the next user's Delete (or the previous one's).
  const focusAfterDelete = useFocusAfterDelete();
  const owner = useCan('owner');
  const ownersOnly = !owner && (user.admin || user.staff === true || user.invitedAs !== undefined);
  const fullName = `${user.firstname} ${user.lastname}`.trim();
  const failed = (text: string) => (caught: unknown) => toast.error(errorText(caught, { failed: text, unreachable: text }));

  // A 409 (someone saved these notes meanwhile) is explained beside the box, with the latest notes on offer.
  // One save at a time: a second submit before Save notes renders busy (a double tap, Enter twice)
  // would carry the version the first just replaced and be refused as someone else's save.
  const oneAtATime = useOneAtATime();
  const saveNotes = notesForm.handleSubmit(({ notes: text }) =>
    oneAtATime(() =>
      notesEditor.save(text).then(
        () => toast.success(t('admin:messages.notesUpdated')),
        (caught) => {
          if (!isEditConflict(caught)) failed(t('admin:users.notesError'))(caught);
        },
      ),
    ),
  );

  function loadLatestNotes() {
    notesEditor.loadLatest();
    toast.success(t('admin:users.latestNotesLoaded'));
  }

  function changeApproval(approved: boolean) {
    approval.mutateAsync({ id: user._id, approved }).then(
      (answer) => {
        const done = t('admin:messages.approvalUpdated');
        // Staff permissions an un-approved account kept come back with the approval: never silently.
        const again = answer.staffPermissionsActiveAgain
          ? t('admin:messages.approvalUpdatedStaffActiveAgain', { approvalUpdated: done, username: user.username })
          : done;
        toast.success(again);
      },
      failed(t('admin:users.approvalError')),
    );
  }

  function deleteUser() {
    return removal
      .mutateAsync(user._id)
      .then(
        () => {
          focusAfterDelete.deleted();
          toast.success(t('admin:messages.userDeleted'));
        },
        failed(t('admin:users.deleteError')),
      )
      .finally(() => setConfirming(false));
  }

  return (
    <tr className="ad-user" aria-labelledby={headingId}>
      <th scope="row" className="ad-user__who">
        {/* Names, addresses and notes are the customer's data: marked so no browser translates them. */}
        <span id={headingId} className="ad-user__name" translate="no">
          {user.username}
        </span>
        {user.admin && <span className="ad-badge">{t('admin:users.admin')}</span>}
        {user.staff && !user.admin && user.approved && <span className="ad-badge">{t('admin:users.staff')}</span>}
        {user.staff && !user.approved && <span className="ad-badge ad-badge--warning">{t('admin:users.staffInactive')}</span>}
        {user.pendingApproval && <span className="ad-badge ad-badge--warning">{t('admin:users.awaitingApproval')}</span>}
        {user.invitedAs && (
          <span className="ad-badge">{t('admin:users.invitedAs', { preset: t(`admin:staff.presets.${user.invitedAs}`) })}</span>
        )}
      </th>
      <td data-label={t('admin:users.fullName')} translate="no">
        {fullName || '—'}
      </td>
      <td data-label={t('admin:users.email')} translate="no" className="ad-user__email">
        <EmailAddress email={user.email} />
      </td>
      <td data-label={t('admin:users.phone')} className="ad-nowrap">
        {user.phonenumber}
      </td>
      <td data-label={t('admin:users.verified')}>{user.verified ? t('common:yes') : t('common:no')}</td>
      <td data-label={t('admin:users.created')} className="ad-user__created">
        <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
      </td>
      <td className="ad-user__notes-cell">
        <form className="fw-field ad-user__notes" onSubmit={saveNotes} noValidate id={`${notesId}-form`}>
          <label className="fw-field__label ad-cell-label" htmlFor={notesId}>
            {t('admin:users.notes')}
          </label>
          <textarea id={notesId} translate="no" rows={2} maxLength={LIMITS.notes} {...notesForm.register('notes')} />
        </form>
        <Button
          type="submit"
          form={`${notesId}-form`}
          variant="secondary"
          loading={busy === 'notes'}
          disabled={notes === user.notes || busy !== null}
        >
          {t('admin:users.saveNotes')}
        </Button>
        {notesEditor.conflict && (
          <>
            <FormMessage kind="error">{errorText(saveNotesCall.error)}</FormMessage>
            <Button variant="secondary" onClick={loadLatestNotes}>
              {t('admin:users.loadLatestNotes')}
            </Button>
          </>
        )}
      </td>
      {ownersOnly ? (
        <td colSpan={2} className="ad-user__owner-only">
          {t('admin:users.staffOwnerOnly')}
        </td>
      ) : (
        <>
          <td>
            <Checkbox
              label={t('admin:users.approvalToggle')}
              checked={approvedShown}
              disabled={busy !== null}
              onChange={(event) => changeApproval(event.target.checked)}
            />
          </td>
          <td className="ad-user__actions">
            <Button
              variant="danger"
              aria-label={t('admin:users.deleteUser', { username: user.username })}
              disabled={busy !== null}
              onClick={(event) => {
                focusAfterDelete.remember(event.currentTarget);
                setConfirming(true);
              }}
            >
              {t('admin:users.delete')}
            </Button>
            <ConfirmDialog
              open={confirming}
              message={t('admin:users.confirmDelete', { username: user.username })}
              busy={busy === 'delete'}
              onConfirm={deleteUser}
              onCancel={() => setConfirming(false)}
              returnFocus={focusAfterDelete.returnFocus}
            />
          </td>
        </>
      )}
    </tr>
  );
}
