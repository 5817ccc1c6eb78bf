import { NO_MAX_DOLLARS } from '@fireworks/core/rules';
import { useId } from 'react';
import { type UseFormRegister, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, errorText, FormMessage, useToast } from 'shared-ui';
import { Checkbox, TextField } from 'shared-ui/forms';
import { FormCard } from '../../common/form-card';
import { useAddDiscountRule } from './api';

/** '' (nothing typed, or not a number the browser accepts) is sent as null, and the server says what is missing. */
const numberOrNull = (value: string): number | null => (value.trim() === '' ? null : Number(value));

const EMPTY = { min: '', noMin: false, max: '', noMax: false, percentage: '' };
type Fields = typeof EMPTY;

/** A price bound with its "no bound" checkbox, which shows `noBoundValue` in the field and disables it (spec §4). */
function BoundField(props: {
  label: string;
  noBoundLabel: string;
  noBoundValue: number;
  field: 'min' | 'max';
  noBoundField: 'noMin' | 'noMax';
  noBound: boolean;
  register: UseFormRegister<Fields>;
}) {
  return (
    <div className="ad-discount__bound">
      {props.noBound ? (
        <TextField label={props.label} type="number" value={String(props.noBoundValue)} disabled readOnly />
      ) : (
        <TextField label={props.label} type="number" inputMode="decimal" min={0} step={0.01} {...props.register(props.field)} />
      )}
      <Checkbox label={props.noBoundLabel} {...props.register(props.noBoundField)} />
    </div>
  );
}

/**
 * Add Discount Rule (spec §2/§4): No Min sets the min to 0 and disables the field; No Max sets the
 * max to 9999999 and disables it. The server checks the rule; its message shows under the form.
 */
export function DiscountRuleForm() {
  const { t } = useTranslation(['admin']);
  const toast = useToast();
  const add = useAddDiscountRule();
  const errorId = useId();
  const { register, handleSubmit, reset, watch } = useForm<Fields>({ defaultValues: EMPTY });
  const [noMin, noMax] = watch(['noMin', 'noMax']);
  // The server checks the rule (spec §4): its refusal shows under the form until the next try.
  const error = add.isError
    ? errorText(add.error, { failed: t('admin:discounts.addError'), unreachable: t('admin:discounts.addError') })
    : '';

  const submit = handleSubmit(async (fields) => {
    try {
      await add.mutateAsync({
        priceRange: { min: fields.noMin ? 0 : numberOrNull(fields.min), max: fields.noMax ? NO_MAX_DOLLARS : numberOrNull(fields.max) },
        discountPercentage: numberOrNull(fields.percentage),
      });
      toast.success(t('admin:messages.discountRuleAdded'));
      reset(EMPTY);
    } catch {
      // shown under the form
    }
  });

  return (
    <FormCard title={t('admin:discounts.formTitle')} onSubmit={submit}>
      <div className="ad-form__row">
        <BoundField
          label={t('admin:discounts.minPrice')}
          noBoundLabel={t('admin:discounts.noMin')}
          noBoundValue={0}
          field="min"
          noBoundField="noMin"
          noBound={noMin}
          register={register}
        />
        <BoundField
          label={t('admin:discounts.maxPrice')}
          noBoundLabel={t('admin:discounts.noMax')}
          noBoundValue={NO_MAX_DOLLARS}
          field="max"
          noBoundField="noMax"
          noBound={noMax}
          register={register}
        />
        <TextField
          label={t('admin:discounts.percentage')}
          hint={t('admin:discounts.percentageHint')}
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          step={1}
          {...register('percentage')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </div>
      <FormMessage kind="error" id={errorId}>
        {error}
      </FormMessage>
      <Button type="submit" loading={add.isPending}>
        {t('admin:discounts.add')}
      </Button>
    </FormCard>
  );
}
