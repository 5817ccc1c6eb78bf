import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, Page, SearchBox, SegmentedToggle } from 'shared-ui';
import { LoadStatus } from '../../common/load-status';
import { matchesSearch } from '../../common/search';
import '../../common/admin.css';
import './users.css';
import { useUsers } from './api';
import { UserCard } from './user-card';

type Filter = 'approved' | 'unapproved';

/**
 * User information (spec §2, admin): search by username, name, e-mail or phone; an
 * Approved/Unapproved toggle (it opens on Unapproved, the users waiting for a decision); one card per user.
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
            <ul className="ad-list ad-users">
              {shown.map((user) => (
                <UserCard key={user._id} user={user} />
              ))}
            </ul>
          );
        }}
      </LoadStatus>
    </Page>
  );
}
