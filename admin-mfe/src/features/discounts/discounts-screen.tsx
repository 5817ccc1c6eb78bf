import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ConfirmDialog, EmptyState, errorText, Page, useToast } from 'shared-ui';
import { LoadStatus } from '../../common/load-status';
import { useDeleteDiscountRule, useDiscountRules } from './api';
import '../../common/admin.css';
import './discounts.css';
import { DiscountRuleForm } from './discount-rule-form';
import { discountRuleText } from './rule-text';

/** Discount rules (spec §2, admin): the tiers, each with Delete (after a Yes/No), and the add form. */
export default function DiscountsScreen() {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const rules = useDiscountRules();
  const removal = useDeleteDiscountRule();
  const [confirmId, setConfirmId] = useState<string | null>(null);

  async function deleteRule(id: string) {
    try {
      await removal.mutateAsync(id);
      toast.success(t('messages.discountRuleDeleted'));
    } catch (caught) {
      toast.error(errorText(caught, { failed: t('discounts.deleteError'), unreachable: t('discounts.deleteError') }));
    } finally {
      setConfirmId(null);
    }
  }

  return (
    <Page title={t('discounts.title')}>
      <LoadStatus query={rules} loadingLabel={t('discounts.loading')}>
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
      <DiscountRuleForm />
      <ConfirmDialog
        open={confirmId !== null}
        message={t('discounts.confirmDelete')}
        busy={removal.isPending}
        onConfirm={() => confirmId !== null && void deleteRule(confirmId)}
        onCancel={() => setConfirmId(null)}
      />
    </Page>
  );
}
