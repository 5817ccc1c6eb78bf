import type { InviteCode } from '@fireworks/core/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, Button, ConfirmDialog, EmptyState, Page, SearchBox, useToast } from 'shared-ui';
import { LoadStatus } from '../../common/LoadStatus';
import { matchesSearch } from '../../common/search';
import { errorText, useResource } from '../../common/useResource';
import '../../common/admin.css';
import './invites.css';
import { InviteCodeForm } from './InviteCodeForm';

/** Invite codes (spec §2, admin): search, create (custom or random code), delete after a Yes/No. */
export default function InviteCodesScreen() {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const codes = useResource<InviteCode[]>('/api/invite-codes');
  const [query, setQuery] = useState('');
  const [creating, setCreating] = useState(false);
  const [confirmCode, setConfirmCode] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  async function deleteCode(code: string) {
    setDeleting(true);
    try {
      await api.post('/api/delete-code', { code });
      toast.success(t('messages.inviteCodeDeleted'));
      codes.update((list) => list.filter((c) => c.code !== code));
    } catch (caught) {
      toast.error(errorText(caught, t('invites.deleteFailed'), t('invites.deleteError')));
    } finally {
      setDeleting(false);
      setConfirmCode(null);
    }
  }

  return (
    <Page title={t('invites.title')} wide actions={!creating && <Button onClick={() => setCreating(true)}>{t('invites.create')}</Button>}>
      {creating && (
        <InviteCodeForm
          onCreated={() => {
            setCreating(false);
            codes.reload();
          }}
          onCancel={() => setCreating(false)}
        />
      )}
      <div className="fw-toolbar">
        <SearchBox label={t('invites.searchLabel')} placeholder={t('invites.searchPlaceholder')} value={query} onChange={setQuery} />
      </div>
      <LoadStatus resource={codes} loadingLabel={t('invites.loading')}>
        {(list) => {
          const shown = list.filter((c) => matchesSearch(query, [c.code, c.uses, c.createdBy]));
          if (shown.length === 0) return <EmptyState>{t('invites.empty')}</EmptyState>;
          return (
            <ul className="ad-list ad-codes">
              {shown.map((code) => (
                <li key={code._id} className="fw-card ad-code">
                  <dl className="ad-facts">
                    <dt>{t('invites.code')}</dt>
                    <dd className="ad-code__value">{code.code}</dd>
                    <dt>{t('invites.usesRemaining')}</dt>
                    <dd>{code.uses}</dd>
                    <dt>{t('invites.createdBy')}</dt>
                    <dd>{code.createdBy}</dd>
                  </dl>
                  <Button
                    variant="danger"
                    aria-label={t('invites.deleteCode', { code: code.code })}
                    onClick={() => setConfirmCode(code.code)}
                  >
                    {t('invites.delete')}
                  </Button>
                </li>
              ))}
            </ul>
          );
        }}
      </LoadStatus>
      <ConfirmDialog
        open={confirmCode !== null}
        message={t('invites.confirmDelete')}
        busy={deleting}
        onConfirm={() => confirmCode !== null && void deleteCode(confirmCode)}
        onCancel={() => setConfirmCode(null)}
      />
    </Page>
  );
}
