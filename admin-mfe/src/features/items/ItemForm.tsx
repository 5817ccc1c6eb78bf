import type { Item } from '@fireworks/core/contract';
import { LIMITS } from '@fireworks/core/limits';
import { type Category, parsePriceToCents } from '@fireworks/core/rules';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api, Button, Checkbox, FormMessage, TextField, useToast } from 'shared-ui';
import { FormCard } from '../../common/FormCard';
import { FileField } from './FileField';
import { isStorageUrl } from './storage-url';
import { useFormUploads } from './useFormUploads';

export interface ItemFormProps {
  /** The item to edit; without it, the form adds a new item to `category`. */
  item?: Item;
  category: Category;
  /** Called after a save (true) or Cancel (false). */
  onDone(saved: boolean): void;
}

/** What the form edits: the item's own fields, the price as typed (e.g. '12.99'). */
type Fields = Pick<Item, 'title' | 'description' | 'price' | 'visible' | 'BOGO' | 'imageUrl' | 'gifUrl'>;

type FieldErrors = Partial<Record<'title' | 'price' | 'imageUrl' | 'gifUrl', string>>;

function initialFields(item?: Item): Fields {
  return {
    title: item?.title ?? '',
    description: item?.description ?? '',
    price: item ? item.price.replace(/^\$/, '') : '',
    visible: item?.visible ?? true,
    BOGO: item?.BOGO ?? false,
    imageUrl: item?.imageUrl ?? '',
    gifUrl: item?.gifUrl ?? '',
  };
}

/** Edit an item, or add one (spec §4 "Item"): the server checks everything again. */
export function ItemForm({ item, category, onDone }: ItemFormProps) {
  const { t } = useTranslation('catalog');
  const toast = useToast();
  const descriptionId = useId();
  const uploads = useFormUploads();
  const [fields, setFields] = useState<Fields>(() => initialFields(item));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState('');
  const [uploading, setUploading] = useState(0);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof Fields>(key: K, value: Fields[K]) => setFields((current) => ({ ...current, [key]: value }));
  const busy = (value: boolean) => setUploading((n) => n + (value ? 1 : -1));

  function check(): FieldErrors {
    const found: FieldErrors = {};
    if (fields.title.trim() === '') found.title = t('admin.titleRequired');
    const cents = parsePriceToCents(fields.price);
    if (cents === null || cents <= 0) found.price = t('admin.priceRequired');
    for (const key of ['imageUrl', 'gifUrl'] as const) {
      if (fields[key] !== '' && !isStorageUrl(fields[key])) found[key] = t('errors.invalidUrl');
    }
    return found;
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    setServerError('');
    if (uploading > 0) {
      setServerError(t('admin.waitForUpload'));
      return;
    }
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    const body = { ...fields, title: fields.title.trim() };
    try {
      if (item) await api.post<Item>(`/api/update-item/${item._id}`, body);
      else await api.post<{ insertedId: string }>('/api/addNewItem/', { ...body, category });
      await uploads.keepOnly([fields.imageUrl, fields.gifUrl]);
      toast.success(item ? t('messages.updated') : t('messages.added'));
      onDone(true);
    } catch (failure) {
      toast.error(item ? t('failures.update') : t('failures.add'));
      if (failure instanceof ApiError && failure.body?.error) setServerError(failure.message);
    } finally {
      setSaving(false);
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

  return (
    <FormCard
      title={
        item ? t('admin.editHeading', { title: item.title }) : t('admin.addItemHeading', { category: t(`common:categories.${category}`) })
      }
      onSubmit={save}
    >
      <TextField
        label={t('admin.titleField')}
        value={fields.title}
        maxLength={LIMITS.itemTitle}
        error={errors.title}
        onChange={(e) => set('title', e.target.value)}
      />
      <div className="fw-field">
        <label className="fw-field__label" htmlFor={descriptionId}>
          {t('admin.descriptionField')}
        </label>
        <textarea
          id={descriptionId}
          translate="no"
          className="fw-field__input"
          rows={3}
          maxLength={LIMITS.itemDescription}
          value={fields.description}
          onChange={(e) => set('description', e.target.value)}
        />
      </div>
      <TextField
        label={t('admin.priceField')}
        inputMode="decimal"
        value={fields.price}
        hint={t('admin.priceHint')}
        error={errors.price}
        onChange={(e) => set('price', e.target.value)}
      />
      <div className="ad-item-form__flags">
        <Checkbox label={t('admin.visible')} checked={fields.visible} onChange={(e) => set('visible', e.target.checked)} />
        <Checkbox label={t('admin.bogo')} checked={fields.BOGO} onChange={(e) => set('BOGO', e.target.checked)} />
      </div>
      <FileField
        kind="image"
        url={fields.imageUrl}
        error={errors.imageUrl}
        onChange={(url) => set('imageUrl', url)}
        onBusyChange={busy}
        uploads={uploads}
      />
      <FileField
        kind="gif"
        url={fields.gifUrl}
        error={errors.gifUrl}
        onChange={(url) => set('gifUrl', url)}
        onBusyChange={busy}
        uploads={uploads}
      />
      <FormMessage kind="error">{serverError}</FormMessage>
      <div className="ad-form__actions">
        <Button type="submit" loading={saving} disabled={uploading > 0}>
          {item ? t('admin.save') : t('admin.add')}
        </Button>
        <Button variant="secondary" onClick={cancel} disabled={saving}>
          {t('admin.cancel')}
        </Button>
      </div>
    </FormCard>
  );
}
