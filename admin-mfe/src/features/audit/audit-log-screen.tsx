import { LIMITS } from '@fireworks/core/limits';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, errorText, formatDate, Page, useToast } from 'shared-ui';
import { SearchBox, TextField, useDebouncedValue } from 'shared-ui/forms';
import { LoadStatus } from '../../common/load-status';
import { matchesSearch } from '../../common/search';
import '../../common/admin.css';
import './audit.css';
import { useAuditLog } from './api';
import { actionLabel, detailParts, detailsText } from './audit-entry';

/** The audit log of staff writes: who did what, when; newest first, older pages on demand, searchable, one person's on request. */
export default function AuditLogScreen() {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const [query, setQuery] = useState('');
  // The person filter asks the server (every page of that person's entries), the search box filters what is loaded.
  const [person, setPerson] = useState('');
  const actor = useDebouncedValue(person.trim().slice(0, LIMITS.username), 300);
  const log = useAuditLog(actor);

  async function loadOlder() {
    const result = await log.fetchNextPage();
    if (result.isFetchNextPageError) toast.error(t('common.loadError', { message: errorText(result.error) }));
  }

  return (
    <Page title={t('audit.title')} wide>
      <div className="fw-toolbar">
        <SearchBox label={t('audit.searchLabel')} placeholder={t('audit.searchPlaceholder')} value={query} onChange={setQuery} />
        <TextField
          label={t('audit.person')}
          hint={t('audit.personHint')}
          value={person}
          maxLength={LIMITS.username}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setPerson(event.target.value)}
        />
      </div>
      <LoadStatus query={log} loadingLabel={t('audit.loading')}>
        {(all) => {
          if (all.length === 0) return <EmptyState>{actor ? t('audit.noPerson', { person: actor }) : t('audit.empty')}</EmptyState>;
          const shown = all.filter((e) =>
            matchesSearch(query, [e.actorUsername, e.action, actionLabel(t, e.action), detailsText(t, e.details)]),
          );
          const hasMore = log.hasNextPage;
          return (
            <>
              {shown.length === 0 ? (
                <EmptyState>{t('audit.noMatch')}</EmptyState>
              ) : (
                <table className="ad-table ad-audit">
                  <caption className="fw-visually-hidden">{t('audit.title')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('audit.when')}</th>
                      <th scope="col">{t('audit.who')}</th>
                      <th scope="col">{t('audit.what')}</th>
                      <th scope="col">{t('audit.details')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {shown.map((entry) => (
                      <tr key={entry._id}>
                        <td data-label={t('audit.when')}>
                          <time dateTime={entry.createdAt}>{formatDate(entry.createdAt)}</time>
                        </td>
                        <td data-label={t('audit.who')}>
                          <span translate="no">{entry.actorUsername}</span>
                        </td>
                        <td data-label={t('audit.what')}>{actionLabel(t, entry.action)}</td>
                        <td data-label={t('audit.details')} className="ad-audit__details">
                          {detailParts(t, entry.details).map((part, index) => (
                            <span key={part.key}>
                              {index > 0 && ', '}
                              {part.label}: {/* The recorded value (a name, a note, a code): data, not text to translate. */}
                              <span translate="no">{part.value}</span>
                            </span>
                          ))}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
              {hasMore && (
                <Button variant="secondary" className="ad-audit__older" loading={log.isFetchingNextPage} onClick={() => void loadOlder()}>
                  {t('audit.older')}
                </Button>
              )}
            </>
          );
        }}
      </LoadStatus>
    </Page>
  );
}
