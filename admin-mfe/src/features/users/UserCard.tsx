import { LIMITS } from '@fireworks/core/limits';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, Button, Checkbox, ConfirmDialog, formatDate, useToast } from 'shared-ui';
import { errorText } from '../../common/useResource';
import type { AdminUser } from './types';

export interface UserCardProps {
  user: AdminUser;
  onChanged(user: AdminUser): void;
  onDeleted(id: string): void;
}

/** One user: details, editable notes, the approval toggle and deletion after a Yes/No. */
export function UserCard({ user, onChanged, onDeleted }: UserCardProps) {
  const { t } = useTranslation(['admin', 'common']);
  const toast = useToast();
  const headingId = useId();
  const notesId = useId();
  const [notes, setNotes] = useState(user.notes);
  // The toggle shows the admin's choice at once and goes back if the server refuses it.
  const [approvedShown, setApprovedShown] = useState(user.approved);
  const [busy, setBusy] = useState<'notes' | 'approval' | 'delete' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const fullName = `${user.firstname} ${user.lastname}`.trim();

  async function saveNotes() {
    setBusy('notes');
    try {
      await api.post('/api/update-user-notes', { id: user._id, notes });
      onChanged({ ...user, notes });
      toast.success(t('admin:messages.notesUpdated'));
    } catch (caught) {
      toast.error(errorText(caught, t('admin:users.notesError')));
    } finally {
      setBusy(null);
    }
  }

  async function changeApproval(approved: boolean) {
    setBusy('approval');
    setApprovedShown(approved);
    try {
      await api.post('/api/changeApproval', { user_id: user._id, newValueApproved: approved });
      toast.success(t('admin:messages.approvalUpdated'));
      onChanged({ ...user, approved, pendingApproval: false });
    } catch (caught) {
      setApprovedShown(user.approved);
      toast.error(errorText(caught, t('admin:users.approvalError')));
    } finally {
      setBusy(null);
    }
  }

  async function deleteUser() {
    setBusy('delete');
    try {
      await api.post('/api/delete-user', { userone: user._id });
      setConfirming(false);
      toast.success(t('admin:messages.userDeleted'));
      onDeleted(user._id);
    } catch (caught) {
      setConfirming(false);
      toast.error(errorText(caught, t('admin:users.deleteError')));
    } finally {
      setBusy(null);
    }
  }

  return (
    <li className="fw-card ad-user">
      <article aria-labelledby={headingId}>
        <header className="ad-user__header">
          {/* Names, addresses and notes are the customer's data: marked so no browser translates them. */}
          <h2 id={headingId} className="ad-user__name" translate="no">
            {user.username}
          </h2>
          {user.admin && <span className="ad-badge">{t('admin:users.admin')}</span>}
          {user.pendingApproval && <span className="ad-badge ad-badge--warning">{t('admin:users.awaitingApproval')}</span>}
        </header>
        <dl className="ad-facts">
          <dt>{t('admin:users.fullName')}</dt>
          <dd translate="no">{fullName || '—'}</dd>
          <dt>{t('admin:users.email')}</dt>
          <dd translate="no">{user.email}</dd>
          <dt>{t('admin:users.phone')}</dt>
          <dd>{user.phonenumber}</dd>
          <dt>{t('admin:users.verified')}</dt>
          <dd>{user.verified ? t('common:yes') : t('common:no')}</dd>
          <dt>{t('admin:users.created')}</dt>
          <dd>
            <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
          </dd>
        </dl>
        <div className="fw-field ad-user__notes">
          <label className="fw-field__label" htmlFor={notesId}>
            {t('admin:users.notes')}
          </label>
          <textarea
            id={notesId}
            translate="no"
            rows={3}
            maxLength={LIMITS.notes}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
          />
        </div>
        <div className="ad-user__actions">
          <Button variant="secondary" onClick={saveNotes} loading={busy === 'notes'} disabled={notes === user.notes || busy !== null}>
            {t('admin:users.saveNotes')}
          </Button>
          <Checkbox
            label={t('admin:users.approvalToggle')}
            checked={approvedShown}
            disabled={busy !== null}
            onChange={(event) => void changeApproval(event.target.checked)}
          />
          <Button
            variant="danger"
            aria-label={t('admin:users.deleteUser', { username: user.username })}
            disabled={busy !== null}
            onClick={() => setConfirming(true)}
          >
            {t('admin:users.delete')}
          </Button>
        </div>
      </article>
      <ConfirmDialog
        open={confirming}
        message={t('admin:users.confirmDelete', { username: user.username })}
        busy={busy === 'delete'}
        onConfirm={deleteUser}
        onCancel={() => setConfirming(false)}
      />
    </li>
  );
}
