import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, Button, Checkbox, type DiscountRule, FormMessage, NO_MAX_DOLLARS, TextField, useToast } from 'shared-ui';
import { errorText } from '../../common/useResource';

/** '' (nothing typed, or not a number the browser accepts) is sent as null, and the server says what is missing. */
const numberOrNull = (value: string): number | null => (value.trim() === '' ? null : Number(value));

/**
 * Add Discount Rule (spec §2/§4): No Min sets the min to 0 and disables the field; No Max sets the
 * max to 9999999 and disables it. The server checks the rule; its message shows under the form.
 */
export function DiscountRuleForm({ onAdded }: { onAdded(rule: DiscountRule): void }) {
  const { t } = useTranslation(['admin']);
  const toast = useToast();
  const [min, setMin] = useState('');
  const [noMin, setNoMin] = useState(false);
  const [max, setMax] = useState('');
  const [noMax, setNoMax] = useState(false);
  const [percentage, setPercentage] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      const rule = await api.post<DiscountRule>('/api/discounts', {
        priceRange: { min: noMin ? 0 : numberOrNull(min), max: noMax ? NO_MAX_DOLLARS : numberOrNull(max) },
        discountPercentage: numberOrNull(percentage),
      });
      toast.success(t('admin:messages.discountRuleAdded'));
      setMin('');
      setNoMin(false);
      setMax('');
      setNoMax(false);
      setPercentage('');
      onAdded(rule);
    } catch (caught) {
      setError(errorText(caught, t('admin:discounts.addError')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="fw-card ad-form" onSubmit={submit} noValidate aria-labelledby="ad-discount-form-title">
      <h2 id="ad-discount-form-title">{t('admin:discounts.formTitle')}</h2>
      <div className="ad-form__row">
        <div className="ad-discount__bound">
          <TextField
            label={t('admin:discounts.minPrice')}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            value={noMin ? '0' : min}
            disabled={noMin}
            onChange={(event) => setMin(event.target.value)}
          />
          <Checkbox label={t('admin:discounts.noMin')} checked={noMin} onChange={(event) => setNoMin(event.target.checked)} />
        </div>
        <div className="ad-discount__bound">
          <TextField
            label={t('admin:discounts.maxPrice')}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            value={noMax ? String(NO_MAX_DOLLARS) : max}
            disabled={noMax}
            onChange={(event) => setMax(event.target.value)}
          />
          <Checkbox label={t('admin:discounts.noMax')} checked={noMax} onChange={(event) => setNoMax(event.target.checked)} />
        </div>
        <TextField
          label={t('admin:discounts.percentage')}
          hint={t('admin:discounts.percentageHint')}
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          step={1}
          value={percentage}
          onChange={(event) => setPercentage(event.target.value)}
        />
      </div>
      <FormMessage kind="error">{error}</FormMessage>
      <Button type="submit" loading={busy}>
        {t('admin:discounts.add')}
      </Button>
    </form>
  );
}
