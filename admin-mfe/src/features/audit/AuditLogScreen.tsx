import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, Button, EmptyState, formatDate, Page, SearchBox, useToast } from 'shared-ui';
import { LoadStatus } from '../../common/LoadStatus';
import { matchesSearch } from '../../common/search';
import { useResource } from '../../common/useResource';
import '../../common/admin.css';
import './audit.css';
import { type AuditEntry, actionLabel, detailParts, detailsText } from './audit-entry';

const PAGE_SIZE = 100;

/** The audit log of admin writes: who did what, when; newest first, older pages on demand, searchable. */
export default function AuditLogScreen() {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const firstPage = useResource<AuditEntry[]>(`/api/audit-log?limit=${PAGE_SIZE}`);
  const [older, setOlder] = useState<AuditEntry[]>([]);
  const [olderDone, setOlderDone] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [query, setQuery] = useState('');

  async function loadOlder(loaded: AuditEntry[]) {
    setLoadingOlder(true);
    try {
      const page = await api.get<AuditEntry[]>(`/api/audit-log?limit=${PAGE_SIZE}&offset=${loaded.length}`);
      // Entries written meanwhile shift the offsets: drop any already shown.
      const seen = new Set(loaded.map((e) => e._id));
      setOlder((current) => [...current, ...page.filter((e) => !seen.has(e._id))]);
      if (page.length < PAGE_SIZE) setOlderDone(true);
    } catch (caught) {
      toast.error(t('common.loadError', { message: (caught as Error).message }));
    } finally {
      setLoadingOlder(false);
    }
  }

  return (
    <Page title={t('audit.title')} wide>
      <div className="fw-toolbar">
        <SearchBox label={t('audit.searchLabel')} placeholder={t('audit.searchPlaceholder')} value={query} onChange={setQuery} />
      </div>
      <LoadStatus resource={firstPage} loadingLabel={t('audit.loading')}>
        {(first) => {
          const all = [...first, ...older];
          if (all.length === 0) return <EmptyState>{t('audit.empty')}</EmptyState>;
          const shown = all.filter((e) =>
            matchesSearch(query, [e.actorUsername, e.action, actionLabel(t, e.action), detailsText(t, e.details)]),
          );
          const hasMore = first.length === PAGE_SIZE && !olderDone;
          return (
            <>
              {shown.length === 0 ? (
                <EmptyState>{t('audit.noMatch')}</EmptyState>
              ) : (
                <table className="ad-audit">
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
                <Button variant="secondary" className="ad-audit__older" loading={loadingOlder} onClick={() => void loadOlder(all)}>
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
