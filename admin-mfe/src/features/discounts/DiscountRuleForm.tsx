import type { DiscountRule } from '@fireworks/core/contract';
import { NO_MAX_DOLLARS } from '@fireworks/core/rules';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, Button, Checkbox, FormMessage, TextField, useToast } from 'shared-ui';
import { FormCard } from '../../common/FormCard';
import { errorText } from '../../common/useResource';

/** '' (nothing typed, or not a number the browser accepts) is sent as null, and the server says what is missing. */
const numberOrNull = (value: string): number | null => (value.trim() === '' ? null : Number(value));

/** A price bound with its "no bound" checkbox, which sets the field to `noBoundValue` and disables it (spec §4). */
function BoundField(props: {
  label: string;
  noBoundLabel: string;
  noBoundValue: number;
  value: string;
  noBound: boolean;
  onValue(value: string): void;
  onNoBound(noBound: boolean): void;
}) {
  return (
    <div className="ad-discount__bound">
      <TextField
        label={props.label}
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        value={props.noBound ? String(props.noBoundValue) : props.value}
        disabled={props.noBound}
        onChange={(event) => props.onValue(event.target.value)}
      />
      <Checkbox label={props.noBoundLabel} checked={props.noBound} onChange={(event) => props.onNoBound(event.target.checked)} />
    </div>
  );
}

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
    <FormCard title={t('admin:discounts.formTitle')} onSubmit={submit}>
      <div className="ad-form__row">
        <BoundField
          label={t('admin:discounts.minPrice')}
          noBoundLabel={t('admin:discounts.noMin')}
          noBoundValue={0}
          value={min}
          noBound={noMin}
          onValue={setMin}
          onNoBound={setNoMin}
        />
        <BoundField
          label={t('admin:discounts.maxPrice')}
          noBoundLabel={t('admin:discounts.noMax')}
          noBoundValue={NO_MAX_DOLLARS}
          value={max}
          noBound={noMax}
          onValue={setMax}
          onNoBound={setNoMax}
        />
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
    </FormCard>
  );
}
