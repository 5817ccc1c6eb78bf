import type { Item } from '@fireworks/core/contract';
import { LIMITS, REQUEST_CAPS } from '@fireworks/core/limits';
import { type Category, checkItemPrice, checkItemTitle } from '@fireworks/core/rules';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError, Button, FormMessage, i18n, useCan, useOneAtATime, useToast } from 'shared-ui';
import { Dialog } from 'shared-ui/dialogs';
import { Checkbox, checkedBy, type FieldProblems, TextField } from 'shared-ui/forms';
import { FormCard } from '../../common/form-card';
import { useSaveItem } from './api';
import { FileField } from './file-field';
import { isStorageUrl } from './storage-url';
import { TextAreaField } from './text-area-field';
import { useFormUploads } from './use-form-uploads';

interface ItemFormProps {
  /** The item to edit; without it, the form adds a new item to `category`. */
  item?: Item;
  category: Category;
  /** Called after a save (true) or Cancel (false). */
  onDone(saved: boolean): void;
  /** A side panel at the window's edge (the products table keeps its rows in view) instead of a centred dialog. */
  side?: boolean;
}

/** What the form edits: the item's own fields, the price as typed (e.g. '12.99'). */
type Fields = Pick<Item, 'title' | 'description' | 'price' | 'visible' | 'BOGO' | 'imageUrl' | 'gifUrl'> & {
  /** Units in stock as typed; empty when stock is not tracked. */
  stock: string;
  /** The product page's optional details (issue 40 item 4), as typed; empty when not given. */
  effects: string;
  durationSeconds: string;
  shotCount: string;
  safetyNotes: string;
};

/** A count as the API takes it (stock, duration, shots): null (empty: not tracked, not known) or a number. */
function countValue(typed: string): number | null {
  return typed.trim() === '' ? null : Number(typed.trim());
}

/** True when the typed count is neither empty nor a whole number from 0 to `max`. */
function badCount(typed: string, max: number): boolean {
  const count = countValue(typed);
  return count !== null && (!Number.isInteger(count) || count < 0 || count > max);
}

/** A count as the form shows it: '' for null. */
const countText = (count: number | null | undefined) => (count === null || count === undefined ? '' : String(count));

/**
 * The tracked stock the form opened with, sent beside the stock typed: the server keeps the item's
 * current stock when the two are equal (orders may have taken units while the form was open). Only a
 * tracked stock moves by itself; an untracked one changes only by an admin's hand.
 */
const stockSeen = (item?: Item) => (typeof item?.stock === 'number' ? { stockSeen: item.stock } : {});

/** The price as the form shows it: '12.99' for '$12.99'. */
const priceText = (item: Item) => item.price.replace(/^\$/, '');

/**
 * The price and visibility the form opened with, sent beside the ones in the form: the server keeps
 * the item's current values when they are equal (a bulk change may have repriced, shown or hidden
 * the item while the form was open). A new item has nothing seen.
 */
const priceAndVisibilitySeen = (item?: Item) => (item ? { priceSeen: priceText(item), visibleSeen: item.visible } : {});

/** Spec §4/§5: a title, a price above 0, and image and gif URLs in a storage-path format; each with its own message. */
function check(fields: Fields): FieldProblems<Fields> {
  const found: FieldProblems<Fields> = {};
  // The server's own rule and sentence for the title (core's checkItemTitle), as for the price below.
  const title = checkItemTitle(fields.title);
  if ('refusal' in title) found.title = i18n.t(title.refusal);
  // The server's own rule and sentence (core's checkItemPrice, whole cents, never rounded): empty, 0
  // or below 0, and a third decimal as in 12.999 or letters, each read at the field as Save would answer it.
  const price = checkItemPrice(fields.price);
  if ('refusal' in price) found.price = i18n.t(price.refusal);
  if (badCount(fields.stock, LIMITS.stock)) found.stock = i18n.t('stock:admin.stockInvalid');
  if (badCount(fields.durationSeconds, LIMITS.itemDurationSeconds)) found.durationSeconds = i18n.t('catalog:errors.durationInvalid');
  if (badCount(fields.shotCount, LIMITS.itemShotCount)) found.shotCount = i18n.t('catalog:errors.shotCountInvalid');
  for (const key of ['imageUrl', 'gifUrl'] as const) {
    if (fields[key] !== '' && !isStorageUrl(fields[key])) found[key] = i18n.t('catalog:errors.invalidUrl');
  }
  return found;
}

function initialFields(item?: Item): Fields {
  return {
    title: item?.title ?? '',
    description: item?.description ?? '',
    price: item ? priceText(item) : '',
    visible: item?.visible ?? true,
    BOGO: item?.BOGO ?? false,
    imageUrl: item?.imageUrl ?? '',
    gifUrl: item?.gifUrl ?? '',
    stock: countText(item?.stock),
    effects: item?.effects ?? '',
    durationSeconds: countText(item?.durationSeconds),
    shotCount: countText(item?.shotCount),
    safetyNotes: item?.safetyNotes ?? '',
  };
}

/**
 * Edit an item, or add one (spec §4 "Item"): the server checks everything again. The form is a
 * modal dialog over the list, so the grid keeps its shape; Escape is Cancel.
 */
export function ItemForm({ item, category, onDone, side = false }: ItemFormProps) {
  const { t } = useTranslation('catalog');
  const toast = useToast();
  const uploads = useFormUploads();
  const form = useForm<Fields>({ defaultValues: initialFields(item), resolver: checkedBy(check) });
  const { register, handleSubmit, setValue, watch, formState } = form;
  const errors = Object.fromEntries(Object.entries(formState.errors).map(([key, error]) => [key, error?.message])) as FieldProblems<Fields>;
  const [serverError, setServerError] = useState('');
  const [uploading, setUploading] = useState(0);
  const saveItem = useSaveItem(category, item);
  // Units in stock are their own permission (issue 41): without it the field is absent and not sent.
  const canEditStock = useCan('stock:edit');
  const busy = (value: boolean) => setUploading((n) => n + (value ? 1 : -1));
  const [imageUrl, gifUrl] = watch(['imageUrl', 'gifUrl']);

  // Save renders busy only after the mutation starts: a double tap or Enter twice before that would
  // add the item twice (or send the edit twice), so a second submit while one runs sends nothing.
  const oneAtATime = useOneAtATime();
  const save = handleSubmit((fields) => oneAtATime(() => send(fields)));

  async function send(fields: Fields) {
    setServerError('');
    if (uploading > 0) {
      setServerError(t('admin.waitForUpload'));
      return;
    }
    try {
      const { stock, ...rest } = fields;
      await saveItem.mutateAsync({
        ...rest,
        title: fields.title.trim(),
        ...priceAndVisibilitySeen(item),
        ...(canEditStock ? { stock: countValue(stock), ...stockSeen(item) } : {}),
        durationSeconds: countValue(fields.durationSeconds),
        shotCount: countValue(fields.shotCount),
      });
      await uploads.keepOnly([fields.imageUrl, fields.gifUrl]);
      toast.success(item ? t('messages.updated') : t('messages.added'));
      onDone(true);
    } catch (failure) {
      toast.error(item ? t('failures.update') : t('failures.add'));
      if (failure instanceof ApiError && failure.body?.error) setServerError(failure.message);
    }
  }

  async function cancel() {
    try {
      await uploads.discardAll();
    } catch {
      toast.error(t('failures.deleteFile'));
    }
    onDone(false);
  }

  const title = item
    ? t('admin.editHeading', { title: item.title })
    : t('admin.addItemHeading', { category: t(`common:categories.${category}`) });
  return (
    <Dialog
      open
      label={title}
      className={side ? 'ad-item-dialog ad-item-dialog--side' : 'ad-item-dialog'}
      onCancel={() => {
        // Escape while saving waits for the answer, like the disabled Cancel button.
        if (!saveItem.isPending) void cancel();
      }}
    >
      <FormCard title={title} onSubmit={save}>
        <TextField label={t('admin.titleField')} maxLength={LIMITS.itemTitle} error={errors.title} {...register('title')} />
        <TextAreaField label={t('admin.descriptionField')} maxLength={LIMITS.itemDescription} {...register('description')} />
        <TextField
          label={t('admin.priceField')}
          inputMode="decimal"
          maxLength={REQUEST_CAPS.amountText}
          hint={t('admin.priceHint')}
          error={errors.price}
          {...register('price')}
        />
        {canEditStock && (
          <TextField
            label={t('stock:admin.stockField')}
            inputMode="numeric"
            maxLength={String(LIMITS.stock).length}
            hint={t('stock:admin.stockHint')}
            error={errors.stock}
            {...register('stock')}
          />
        )}
        <TextField
          label={t('admin.effectsField')}
          maxLength={LIMITS.itemEffects}
          hint={t('admin.effectsHint')}
          translate="no"
          {...register('effects')}
        />
        <TextField
          label={t('admin.durationField')}
          inputMode="numeric"
          maxLength={String(LIMITS.itemDurationSeconds).length}
          hint={t('admin.durationHint')}
          error={errors.durationSeconds}
          {...register('durationSeconds')}
        />
        <TextField
          label={t('admin.shotCountField')}
          inputMode="numeric"
          maxLength={String(LIMITS.itemShotCount).length}
          hint={t('admin.shotCountHint')}
          error={errors.shotCount}
          {...register('shotCount')}
        />
        <TextAreaField label={t('admin.safetyNotesField')} maxLength={LIMITS.itemSafetyNotes} {...register('safetyNotes')} />
        <div className="ad-item-form__flags">
          <Checkbox label={t('admin.visible')} {...register('visible')} />
          <Checkbox label={t('admin.bogo')} {...register('BOGO')} />
        </div>
        <FileField
          kind="image"
          url={imageUrl}
          error={errors.imageUrl}
          onChange={(url) => setValue('imageUrl', url, { shouldValidate: formState.isSubmitted })}
          onBusyChange={busy}
          uploads={uploads}
        />
        <FileField
          kind="gif"
          url={gifUrl}
          error={errors.gifUrl}
          onChange={(url) => setValue('gifUrl', url, { shouldValidate: formState.isSubmitted })}
          onBusyChange={busy}
          uploads={uploads}
        />
        <FormMessage kind="error">{serverError}</FormMessage>
        <div className="ad-form__actions">
          <Button type="submit" loading={saveItem.isPending} disabled={uploading > 0}>
            {item ? t('admin.save') : t('admin.add')}
          </Button>
          <Button variant="secondary" onClick={cancel} disabled={saveItem.isPending}>
            {t('admin.cancel')}
          </Button>
        </div>
      </FormCard>
    </Dialog>
  );
}
