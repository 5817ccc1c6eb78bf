import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, errorText, Page, useToast } from 'shared-ui';
import { ConfirmDialog } from 'shared-ui/dialogs';
import { SearchBox } from 'shared-ui/forms';
import { useFocusAfterDelete } from '../../common/focus-after-delete';
import { LoadStatus } from '../../common/load-status';
import { matchesSearch } from '../../common/search';
import { useDeleteInviteCode, useInviteCodes } from './api';
import '../../common/admin.css';
import './invites.css';
import { InviteCodeForm } from './invite-code-form';

/**
 * Invite codes (spec §2, admin): search, create (custom or random code), delete after a Yes/No.
 * A table (Code, Uses Remaining, Created By) on wide screens, a card per code on phones.
 */
export default function InviteCodesScreen() {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const codes = useInviteCodes();
  const removal = useDeleteInviteCode();
  const [query, setQuery] = useState('');
  const [creating, setCreating] = useState(false);
  // The form replaces the Create button; once it closes (created or cancelled) focus returns there.
  const createButton = useRef<HTMLButtonElement>(null);
  const wasCreating = useRef(false);
  useEffect(() => {
    if (wasCreating.current && !creating) createButton.current?.focus();
    wasCreating.current = creating;
  }, [creating]);
  const [confirmCode, setConfirmCode] = useState<string | null>(null);
  // After a delete the keyboard goes to the next code's Delete (the previous one's, else Create).
  const focusAfterDelete = useFocusAfterDelete(createButton);

  async function deleteCode(code: string) {
    try {
      await removal.mutateAsync(code);
      focusAfterDelete.deleted();
      toast.success(t('messages.inviteCodeDeleted'));
    } catch (caught) {
      toast.error(errorText(caught, { failed: t('invites.deleteFailed'), unreachable: t('invites.deleteError') }));
    } finally {
      setConfirmCode(null);
    }
  }

  return (
    <Page
      title={t('invites.title')}
      wide
      actions={
        !creating && (
          <Button ref={createButton} onClick={() => setCreating(true)}>
            {t('invites.create')}
          </Button>
        )
      }
    >
      {creating && <InviteCodeForm onCreated={() => setCreating(false)} onCancel={() => setCreating(false)} />}
      <div className="fw-toolbar">
        <SearchBox label={t('invites.searchLabel')} placeholder={t('invites.searchPlaceholder')} value={query} onChange={setQuery} />
      </div>
      <LoadStatus query={codes} loadingLabel={t('invites.loading')}>
        {(list) => {
          const shown = list.filter((c) => matchesSearch(query, [c.code, c.uses, c.createdBy]));
          if (shown.length === 0) return <EmptyState>{t('invites.empty')}</EmptyState>;
          return (
            <table className="ad-table ad-codes">
              <caption className="fw-visually-hidden">{t('invites.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('invites.code')}</th>
                  <th scope="col" className="ad-num">
                    {t('invites.usesRemaining')}
                  </th>
                  <th scope="col">{t('invites.createdBy')}</th>
                  <th scope="col">{t('invites.staffPreset')}</th>
                  <th scope="col">
                    <span className="fw-visually-hidden">{t('invites.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {shown.map((code) => (
                  <tr key={code._id}>
                    {/* A code is one word: it never breaks ('WELCOME-A23FFB', not 'WELCOME-/A23FFB'). */}
                    <th scope="row" className="ad-code__value ad-nowrap" translate="no">
                      {code.code}
                    </th>
                    <td className="ad-num" data-label={t('invites.usesRemaining')}>
                      {code.uses}
                    </td>
                    <td data-label={t('invites.createdBy')} translate="no">
                      {code.createdBy}
                    </td>
                    <td data-label={t('invites.staffPreset')}>{code.preset ? t(`staff.presets.${code.preset}`) : t('invites.customer')}</td>
                    <td className="ad-code__actions">
                      <Button
                        variant="danger"
                        aria-label={t('invites.deleteCode', { code: code.code })}
                        onClick={(event) => {
                          focusAfterDelete.remember(event.currentTarget);
                          setConfirmCode(code.code);
                        }}
                      >
                        {t('invites.delete')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          );
        }}
      </LoadStatus>
      <ConfirmDialog
        open={confirmCode !== null}
        message={t('invites.confirmDelete')}
        busy={removal.isPending}
        onConfirm={() => (confirmCode !== null ? deleteCode(confirmCode) : undefined)}
        onCancel={() => setConfirmCode(null)}
        returnFocus={focusAfterDelete.returnFocus}
      />
    </Page>
  );
}
