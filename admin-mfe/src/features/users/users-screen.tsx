import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, Page } from 'shared-ui';
import { SearchBox, SegmentedToggle } from 'shared-ui/forms';
import { LoadStatus } from '../../common/load-status';
import { matchesSearch } from '../../common/search';
import '../../common/admin.css';
import './users.css';
import { useUsers } from './api';
import { UserRow } from './user-row';

type Filter = 'approved' | 'unapproved';

/**
 * User information (spec §2, admin): search by username, name, e-mail or phone; an
 * Approved/Unapproved toggle (it opens on Unapproved, the users waiting for a decision); one row per
 * user in a table on wide screens, one card per user on phones (spec: card layout not shown).
 */
export default function UsersScreen() {
  const { t } = useTranslation('admin');
  const users = useUsers();
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<Filter>('unapproved');

  return (
    <Page title={t('users.title')} wide>
      <div className="fw-toolbar">
        <SearchBox label={t('users.searchLabel')} placeholder={t('users.searchPlaceholder')} value={query} onChange={setQuery} />
        <SegmentedToggle<Filter>
          label={t('users.filterLabel')}
          value={filter}
          onChange={setFilter}
          options={[
            { value: 'approved', label: t('users.approved') },
            { value: 'unapproved', label: t('users.unapproved') },
          ]}
        />
      </div>
      <LoadStatus query={users} loadingLabel={t('users.loading')}>
        {(list) => {
          const shown = list.filter(
            (u) =>
              u.approved === (filter === 'approved') &&
              matchesSearch(query, [u.username, `${u.firstname} ${u.lastname}`, u.email, u.phonenumber]),
          );
          if (shown.length === 0) return <EmptyState>{t('users.empty')}</EmptyState>;
          return (
            <table className="ad-table ad-users">
              <caption className="fw-visually-hidden">{t('users.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('users.username')}</th>
                  <th scope="col">{t('users.fullName')}</th>
                  <th scope="col">{t('users.email')}</th>
                  <th scope="col">{t('users.phone')}</th>
                  <th scope="col">{t('users.verified')}</th>
                  <th scope="col">{t('users.created')}</th>
                  <th scope="col">{t('users.notes')}</th>
                  <th scope="col">{t('users.approvalToggle')}</th>
                  <th scope="col">
                    <span className="fw-visually-hidden">{t('users.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {shown.map((user) => (
                  <UserRow key={user._id} user={user} />
                ))}
              </tbody>
            </table>
          );
        }}
      </LoadStatus>
    </Page>
  );
}
