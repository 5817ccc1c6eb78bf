import type { DiscountRule } from '@fireworks/core/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, Button, ConfirmDialog, EmptyState, Page, useToast } from 'shared-ui';
import { LoadStatus } from '../../common/LoadStatus';
import { errorText, useResource } from '../../common/useResource';
import '../../common/admin.css';
import './discounts.css';
import { DiscountRuleForm } from './DiscountRuleForm';
import { discountRuleText } from './rule-text';

/** Discount rules (spec §2, admin): the tiers, each with Delete (after a Yes/No), and the add form. */
export default function DiscountsScreen() {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const rules = useResource<DiscountRule[]>('/api/discounts');
  const [confirmId, setConfirmId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  async function deleteRule(id: string) {
    setDeleting(true);
    try {
      await api.delete(`/api/discounts/${encodeURIComponent(id)}`);
      toast.success(t('messages.discountRuleDeleted'));
      rules.update((list) => list.filter((r) => r._id !== id));
    } catch (caught) {
      toast.error(errorText(caught, t('discounts.deleteError')));
    } finally {
      setDeleting(false);
      setConfirmId(null);
    }
  }

  return (
    <Page title={t('discounts.title')}>
      <LoadStatus resource={rules} loadingLabel={t('discounts.loading')}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState>{t('discounts.empty')}</EmptyState>
          ) : (
            <ul className="ad-list ad-rules">
              {list.map((rule) => {
                const text = discountRuleText(t, rule);
                return (
                  <li key={rule._id} className="fw-card ad-rule">
                    <span>{text}</span>
                    <Button variant="danger" aria-label={t('discounts.deleteRule', { rule: text })} onClick={() => setConfirmId(rule._id)}>
                      {t('discounts.delete')}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )
        }
      </LoadStatus>
      <DiscountRuleForm onAdded={rules.reload} />
      <ConfirmDialog
        open={confirmId !== null}
        message={t('discounts.confirmDelete')}
        busy={deleting}
        onConfirm={() => confirmId !== null && void deleteRule(confirmId)}
        onCancel={() => setConfirmId(null)}
      />
    </Page>
  );
}
