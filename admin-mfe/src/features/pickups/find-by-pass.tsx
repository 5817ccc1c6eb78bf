import type { Order } from '@fireworks/core/contract';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button, errorText, FormMessage } from 'shared-ui';
import { TextField } from 'shared-ui/forms';
import { FormCard } from '../../common/form-card';
import { useFindByPass } from './api';
import { codeDetectorClass, PassScanner } from './pass-scanner';

/**
 * Typing or scanning a pass code: the order it names goes to the handover panel; a refusal is the
 * server's sentence, and `onRefused` lets the screen close the order open before (the next customer's
 * pass was refused: the previous one's Collect and Mark picked up must not stay under it).
 */
export function FindByPass({
  onFound,
  onRefused,
  fieldRef,
}: {
  onFound(order: Order): void;
  onRefused(): void;
  fieldRef: RefObject<HTMLInputElement | null>;
}) {
  const { t } = useTranslation('pickup');
  const find = useFindByPass();
  const [scanning, setScanning] = useState(false);
  const [cameraFailed, setCameraFailed] = useState(false);
  const canScan = codeDetectorClass() !== null;
  const { register, handleSubmit, setValue } = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const { ref: registerRef, ...codeProps } = register('code');

  async function lookUp(code: string) {
    try {
      onFound(await find.mutateAsync(code.trim()));
    } catch {
      // find.error holds the sentence shown below.
      onRefused();
    }
  }

  // Opened from an order's page (a customer without the pass, found by name): ?code= is looked up once.
  const [params] = useSearchParams();
  const linked = useRef(params.get('code'));
  const lookUpLinked = useRef(lookUp);
  useEffect(() => {
    const code = linked.current;
    linked.current = null;
    if (!code) return;
    setValue('code', code);
    void lookUpLinked.current(code);
  }, [setValue]);

  return (
    <FormCard title={t('admin.findTitle')} onSubmit={handleSubmit(({ code }) => lookUp(code))}>
      <div className="ad-form__row">
        <TextField
          label={t('admin.codeField')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          {...codeProps}
          ref={(element: HTMLInputElement | null) => {
            registerRef(element);
            fieldRef.current = element;
          }}
        />
        <div className="ad-form__actions">
          <Button type="submit" loading={find.isPending}>
            {t('admin.find')}
          </Button>
          {canScan && !scanning && (
            <Button
              variant="secondary"
              onClick={() => {
                setCameraFailed(false);
                setScanning(true);
              }}
            >
              {t('admin.scan')}
            </Button>
          )}
        </div>
      </div>
      {scanning && (
        <PassScanner
          onCode={(code) => {
            setScanning(false);
            setValue('code', code);
            void lookUp(code);
          }}
          onCancel={() => setScanning(false)}
          onError={() => {
            setScanning(false);
            setCameraFailed(true);
          }}
        />
      )}
      {cameraFailed && <FormMessage kind="error">{t('admin.cameraError')}</FormMessage>}
      {find.isError && <FormMessage kind="error">{errorText(find.error)}</FormMessage>}
    </FormCard>
  );
}
