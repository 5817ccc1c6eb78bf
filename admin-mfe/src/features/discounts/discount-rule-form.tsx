import { checkDiscountRule, type DiscountRuleField, NO_MAX_DOLLARS } from '@fireworks/core/rules';
import { type Ref, useId, useState } from 'react';
import { type UseFormRegister, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError, Button, errorText, FormMessage, useOneAtATime, useToast } from 'shared-ui';
import { Checkbox, TextField } from 'shared-ui/forms';
import { FormCard } from '../../common/form-card';
import { useAddDiscountRule } from './api';

/** '' (nothing typed, or not a number the browser accepts) is sent as null, and the server says what is missing. */
const numberOrNull = (value: string): number | null => (value.trim() === '' ? null : Number(value));

const EMPTY = { min: '', noMin: false, max: '', noMax: false, percentage: '' };
type Fields = typeof EMPTY;

/** A field's accessibility attributes: invalid, and described by the form's message, while a refusal is about it. */
function problemProps(marked: readonly DiscountRuleField[], field: DiscountRuleField, messageId: string) {
  return marked.includes(field) ? { 'aria-invalid': true as const, 'aria-describedby': messageId } : {};
}

/** Whether the field was left empty (a ticked No Min / No Max is a value). */
function isEmpty(fields: Fields, field: DiscountRuleField): boolean {
  if (field === 'min') return !fields.noMin && fields.min.trim() === '';
  if (field === 'max') return !fields.noMax && fields.max.trim() === '';
  return fields.percentage.trim() === '';
}

/** A price bound with its "no bound" checkbox, which shows `noBoundValue` in the field and disables it (spec §4). */
function BoundField(props: {
  label: string;
  noBoundLabel: string;
  noBoundValue: number;
  field: 'min' | 'max';
  noBoundField: 'noMin' | 'noMax';
  noBound: boolean;
  register: UseFormRegister<Fields>;
  /** aria-invalid and aria-describedby while a refusal is about this field. */
  problem: ReturnType<typeof problemProps>;
}) {
  return (
    <div className="ad-discount__bound">
      {props.noBound ? (
        <TextField label={props.label} type="number" value={String(props.noBoundValue)} disabled readOnly />
      ) : (
        <TextField
          label={props.label}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          {...props.register(props.field)}
          {...props.problem}
        />
      )}
      <Checkbox label={props.noBoundLabel} {...props.register(props.noBoundField)} />
    </div>
  );
}

/**
 * Add Discount Rule (spec §2/§4): No Min sets the min to 0 and disables the field; No Max sets the
 * max to 9999999 and disables it. What was typed is checked first by the server's own rule (core's
 * checkDiscountRule): its sentence shows under the form and the field it is about is marked. An
 * empty field is still sent (the server says what is missing; the rule tells which field that is).
 * The server checks again; a refusal of its own that no field explains shows under the form alone.
 */
export function DiscountRuleForm({ addButton }: { addButton?: Ref<HTMLButtonElement> }) {
  const { t, i18n } = useTranslation(['admin']);
  const toast = useToast();
  const add = useAddDiscountRule();
  const errorId = useId();
  const { register, handleSubmit, reset, watch, setFocus } = useForm<Fields>({ defaultValues: EMPTY });
  const [noMin, noMax] = watch(['noMin', 'noMax']);
  // The fields the refusal shown is about, and a refusal found here before sending ('' when none).
  const [marked, setMarked] = useState<DiscountRuleField[]>([]);
  const [refusedHere, setRefusedHere] = useState('');
  // The server checks the rule (spec §4): its refusal shows under the form until the next try.
  const error =
    refusedHere ||
    (add.isError ? errorText(add.error, { failed: t('admin:discounts.addError'), unreachable: t('admin:discounts.addError') }) : '');

  // A second send (a double tap, Enter twice) before the button renders busy adds no second rule.
  const oneAtATime = useOneAtATime();
  const submit = handleSubmit((fields) =>
    oneAtATime(async () => {
      const input = {
        priceRange: { min: fields.noMin ? 0 : numberOrNull(fields.min), max: fields.noMax ? NO_MAX_DOLLARS : numberOrNull(fields.max) },
        discountPercentage: numberOrNull(fields.percentage),
      };
      const checked = checkDiscountRule(input, i18n.language);
      const refusal = 'refusal' in checked ? checked.refusal : null;
      add.reset();
      setMarked([]);
      setRefusedHere('');
      if (refusal && !refusal.fields.some((field) => isEmpty(fields, field))) {
        setRefusedHere(t(refusal.key, refusal.params));
        setMarked(refusal.fields);
        setFocus(refusal.fields[0] as DiscountRuleField);
        return;
      }
      try {
        await add.mutateAsync(input);
        toast.success(t('admin:messages.discountRuleAdded'));
        reset(EMPTY);
      } catch (failure) {
        // Shown under the form; when the server refused the data (400), the empty field the same rule
        // refuses is the one it is about. Any other refusal (permission, network) marks no field.
        if (refusal && failure instanceof ApiError && failure.status === 400) setMarked(refusal.fields);
      }
    }),
  );

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
          problem={problemProps(marked, 'min', errorId)}
        />
        <BoundField
          label={t('admin:discounts.maxPrice')}
          noBoundLabel={t('admin:discounts.noMax')}
          noBoundValue={NO_MAX_DOLLARS}
          field="max"
          noBoundField="noMax"
          noBound={noMax}
          register={register}
          problem={problemProps(marked, 'max', errorId)}
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
          {...problemProps(marked, 'percentage', errorId)}
        />
      </div>
      <FormMessage kind="error" id={errorId}>
        {error}
      </FormMessage>
      <Button type="submit" ref={addButton} loading={add.isPending}>
        {t('admin:discounts.add')}
      </Button>
    </FormCard>
  );
}
