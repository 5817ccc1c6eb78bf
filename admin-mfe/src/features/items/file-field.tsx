import { LIMITS } from '@fireworks/core/limits';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, assetUrl, Button, FormMessage, ProgressBar, useToast } from 'shared-ui';
import { TextField } from 'shared-ui/forms';
import { isStorageUrl } from './storage-url';
import { UploadAbandoned, type useFormUploads } from './use-form-uploads';

const ACCEPT = { image: 'image/jpeg,image/png,image/webp,image/gif', gif: 'image/gif' } as const;

/** Why a picked file cannot go in this field before it is sent ('' when it may; the server checks again). */
function refusal(kind: FileFieldProps['kind'], file: File, t: (key: string) => string): string {
  if (file.size > LIMITS.uploadBytes) return t('errors.fileTooLarge');
  if (file.type && !ACCEPT.image.split(',').includes(file.type)) return t('errors.notAnImage');
  if (kind === 'gif' && file.type && file.type !== 'image/gif') return t('errors.notAGif');
  return '';
}

interface FileFieldProps {
  kind: 'image' | 'gif';
  url: string;
  /** 'Invalid URL format' and the like, from the form's checks. */
  error?: string;
  onChange(url: string): void;
  onBusyChange(busy: boolean): void;
  uploads: ReturnType<typeof useFormUploads>;
}

/** The image or gif of an item: its URL, an upload with a progress bar, a preview and Remove. */
export function FileField({ kind, url, error, onChange, onBusyChange, uploads }: FileFieldProps) {
  const { t } = useTranslation('catalog');
  const toast = useToast();
  const fileInputId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState('');

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused = refusal(kind, file, t);
    setUploadError(refused);
    if (refused) {
      toast.error(t('failures.upload'));
      return;
    }
    setProgress(0);
    onBusyChange(true);
    try {
      const answer = await uploads.upload(file, kind, setProgress);
      const replaced = url;
      onChange(answer.url);
      toast.success(t('messages.uploaded'));
      // A file uploaded earlier in this form and now replaced is deleted at once.
      await uploads.discard(replaced).catch(() => toast.error(t('failures.deleteFile')));
    } catch (failure) {
      // The form was cancelled or closed meanwhile: the file is deleted again, nothing to tell.
      if (failure instanceof UploadAbandoned) return;
      setUploadError(failure instanceof ApiError && failure.body?.error ? failure.message : '');
      toast.error(t('failures.upload'));
    } finally {
      setProgress(null);
      onBusyChange(false);
    }
  }

  async function remove() {
    const removed = url;
    onChange('');
    await uploads.discard(removed).catch(() => toast.error(t('failures.deleteFile')));
  }

  const label = kind === 'image' ? t('admin.imageUrlField') : t('admin.gifUrlField');
  return (
    <fieldset className="ad-file-field">
      <legend className="fw-visually-hidden">{label}</legend>
      <TextField
        label={label}
        value={url}
        error={error}
        hint={t('admin.urlHint')}
        onChange={(event) => onChange(event.target.value.trim())}
      />
      <div className="ad-file-field__row">
        {url && isStorageUrl(url) && <img className="ad-file-field__preview" src={assetUrl(url)} alt={t('admin.preview')} />}
        <label className="fw-button fw-button--secondary ad-file-field__pick" htmlFor={fileInputId}>
          {kind === 'image' ? t('admin.uploadImage') : t('admin.uploadGif')}
        </label>
        <input
          id={fileInputId}
          className="fw-visually-hidden"
          type="file"
          accept={ACCEPT[kind]}
          onChange={pick}
          disabled={progress !== null}
          aria-describedby={`${fileInputId}-hint`}
        />
        {url && (
          <Button variant="ghost" onClick={remove} disabled={progress !== null}>
            {kind === 'image' ? t('admin.removeImage') : t('admin.removeGif')}
          </Button>
        )}
      </div>
      <p id={`${fileInputId}-hint`} className="fw-field__hint">
        {kind === 'image' ? t('admin.fileHint') : t('admin.gifFileHint')}
      </p>
      {progress !== null && <ProgressBar value={progress} label={kind === 'image' ? t('admin.uploadingImage') : t('admin.uploadingGif')} />}
      <FormMessage kind="error">{uploadError}</FormMessage>
    </fieldset>
  );
}
