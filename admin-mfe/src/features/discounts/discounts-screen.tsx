import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, discountRuleText, EmptyState, errorText, Page, useToast } from 'shared-ui';
import { ConfirmDialog } from 'shared-ui/dialogs';
import { useFocusAfterDelete } from '../../common/focus-after-delete';
import { LoadStatus } from '../../common/load-status';
import { useDeleteDiscountRule, useDiscountRules } from './api';
import '../../common/admin.css';
import './discounts.css';
import { DiscountRuleForm } from './discount-rule-form';

/** Discount rules (spec §2, admin): the tiers, each with Delete (after a Yes/No), and the add form. */
export default function DiscountsScreen() {
  // The rule's text is the cart's (one wording everywhere), so both namespaces are asked for.
  const { t } = useTranslation(['admin', 'cart']);
  const toast = useToast();
  const rules = useDiscountRules();
  const removal = useDeleteDiscountRule();
  const [confirmId, setConfirmId] = useState<string | null>(null);
  // After a delete the keyboard goes to the next rule's Delete (the previous one's, else the form's Add).
  const addButton = useRef<HTMLButtonElement>(null);
  const focusAfterDelete = useFocusAfterDelete(addButton);

  async function deleteRule(id: string) {
    try {
      await removal.mutateAsync(id);
      focusAfterDelete.deleted();
      toast.success(t('admin:messages.discountRuleDeleted'));
    } catch (caught) {
      toast.error(errorText(caught, { failed: t('admin:discounts.deleteError'), unreachable: t('admin:discounts.deleteError') }));
    } finally {
      setConfirmId(null);
    }
  }

  return (
    <Page title={t('admin:discounts.title')}>
      <LoadStatus query={rules} loadingLabel={t('admin:discounts.loading')} below={<DiscountRuleForm addButton={addButton} />}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState>{t('admin:discounts.empty')}</EmptyState>
          ) : (
            <ul className="ad-list ad-rules">
              {list.map((rule) => {
                const text = discountRuleText(rule);
                return (
                  <li key={rule._id} className="fw-card ad-rule">
                    <span>{text}</span>
                    <Button
                      variant="danger"
                      aria-label={t('admin:discounts.deleteRule', { rule: text })}
                      onClick={(event) => {
                        focusAfterDelete.remember(event.currentTarget);
                        setConfirmId(rule._id);
                      }}
                    >
                      {t('admin:discounts.delete')}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )
        }
      </LoadStatus>
      <ConfirmDialog
        open={confirmId !== null}
        message={t('admin:discounts.confirmDelete')}
        busy={removal.isPending}
        onConfirm={() => (confirmId !== null ? deleteRule(confirmId) : undefined)}
        onCancel={() => setConfirmId(null)}
        returnFocus={focusAfterDelete.returnFocus}
      />
    </Page>
  );
}
