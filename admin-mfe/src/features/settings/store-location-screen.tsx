import type { StoreLocationAnswer, StoreLocationBody } from '@fireworks/core/contract';
import { STORE_LOCATION_LIMITS } from '@fireworks/core/rules';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, errorText, FormMessage, LoadingState, Page, useOneAtATime, useToast } from 'shared-ui';
import { TextField } from 'shared-ui/forms';
import { FormCard } from '../../common/form-card';
import { useSaveStoreLocation, useStoreLocation } from './api';
import '../../common/admin.css';

type Fields = { address: string; hoursEn: string; hoursEs: string; mapUrl: string };

const toFields = (location: StoreLocationAnswer): Fields => ({
  address: location.address,
  hoursEn: location.hours.en,
  hoursEs: location.hours.es,
  mapUrl: location.mapUrl,
});

const toBody = (fields: Fields): StoreLocationBody => ({
  address: fields.address,
  hours: { en: fields.hoursEn, es: fields.hoursEs },
  mapUrl: fields.mapUrl,
});

/** The form: the server trims and checks every part (core's storeLocationProblem) and answers a sentence. */
function StoreLocationForm({ location }: { location: StoreLocationAnswer }) {
  const { t } = useTranslation('pickup');
  const toast = useToast();
  const save = useSaveStoreLocation();
  const errorId = useId();
  const { register, handleSubmit, reset } = useForm<Fields>({ defaultValues: toFields(location) });
  const error = save.isError ? errorText(save.error) : '';

  // Save renders busy only once the call starts: a second submit before that (a double tap, Enter twice) sends nothing.
  const oneAtATime = useOneAtATime();
  const submit = handleSubmit((fields) =>
    oneAtATime(async () => {
      try {
        reset(toFields(await save.mutateAsync(toBody(fields))));
        toast.success(t('admin.store.saved'));
      } catch {
        // shown under the form
      }
    }),
  );

  return (
    <FormCard title={t('admin.store.title')} onSubmit={submit}>
      <TextField
        label={t('admin.store.address')}
        hint={t('admin.store.addressHint')}
        autoComplete="street-address"
        maxLength={STORE_LOCATION_LIMITS.address}
        {...register('address')}
      />
      <TextField
        label={t('admin.store.hoursEn')}
        hint={t('admin.store.hoursHint')}
        maxLength={STORE_LOCATION_LIMITS.hours}
        {...register('hoursEn')}
      />
      <TextField label={t('admin.store.hoursEs')} maxLength={STORE_LOCATION_LIMITS.hours} {...register('hoursEs')} />
      <TextField
        label={t('admin.store.mapUrl')}
        hint={t('admin.store.mapUrlHint')}
        type="url"
        inputMode="url"
        maxLength={STORE_LOCATION_LIMITS.mapUrl}
        {...register('mapUrl')}
      />
      <FormMessage kind="error" id={errorId}>
        {error}
      </FormMessage>
      <Button type="submit" loading={save.isPending}>
        {t('admin.store.save')}
      </Button>
    </FormCard>
  );
}

/** The store's address, opening hours and map link (issue 40 item 3), shown to customers on several screens. */
export default function StoreLocationScreen() {
  const { t } = useTranslation('pickup');
  const location = useStoreLocation();
  return (
    <Page title={t('admin.store.title')}>
      <p>{t('admin.store.intro')}</p>
      {location.data ? (
        <StoreLocationForm location={location.data} />
      ) : location.isError ? (
        <FormMessage kind="error">{errorText(location.error)}</FormMessage>
      ) : (
        <LoadingState label={t('common:loading')} />
      )}
    </Page>
  );
}
