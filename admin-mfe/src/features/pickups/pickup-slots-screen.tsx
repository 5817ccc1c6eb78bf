import { LIMITS } from '@fireworks/core/limits';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, errorText, Page, useOneAtATime, useSlotText, useToast } from 'shared-ui';
import { TextField } from 'shared-ui/forms';
import { FormCard } from '../../common/form-card';
import { LoadStatus } from '../../common/load-status';
import { useAddPickupSlot, useDeletePickupSlot, usePickupSlots } from './api';
import '../../common/admin.css';

type Fields = { date: string; start: string; end: string; capacity: string };

/** Pickup slots: the upcoming ones with their bookings, each deletable while no order holds it, and the add form. */
export default function PickupSlotsScreen() {
  const { t } = useTranslation('pickup');
  const toast = useToast();
  const slots = usePickupSlots();
  const slotText = useSlotText();
  const add = useAddPickupSlot();
  const removal = useDeletePickupSlot();
  const { register, handleSubmit, reset } = useForm<Fields>({ defaultValues: { date: '', start: '', end: '', capacity: '' } });

  // A second send (a double tap, Enter twice) before Add slot renders busy adds no second slot.
  const oneAtATime = useOneAtATime();
  const create = handleSubmit((fields) =>
    oneAtATime(async () => {
      if (!fields.date || !fields.start || !fields.end || !fields.capacity) {
        toast.error(t('admin.fieldsRequired'));
        return;
      }
      try {
        await add.mutateAsync({ date: fields.date, start: fields.start, end: fields.end, capacity: Number(fields.capacity) });
        toast.success(t('admin.created'));
        reset();
      } catch (caught) {
        toast.error(errorText(caught));
      }
    }),
  );

  async function remove(id: string) {
    try {
      await removal.mutateAsync(id);
      toast.success(t('admin.deleted'));
    } catch (caught) {
      toast.error(errorText(caught));
    }
  }

  const addForm = (
    <FormCard title={t('admin.create')} onSubmit={create}>
      <TextField label={t('admin.date')} type="date" {...register('date')} />
      <TextField label={t('admin.start')} type="time" {...register('start')} />
      <TextField label={t('admin.end')} type="time" {...register('end')} />
      <TextField
        label={t('admin.capacity')}
        type="number"
        inputMode="numeric"
        min={1}
        max={LIMITS.slotCapacity}
        {...register('capacity')}
      />
      <Button type="submit" loading={add.isPending}>
        {t('admin.create')}
      </Button>
    </FormCard>
  );

  return (
    <Page title={t('admin.slotsTitle')}>
      <LoadStatus query={slots} loadingLabel={t('admin.slotsTitle')} below={addForm}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState>{t('admin.noSlots')}</EmptyState>
          ) : (
            <ul className="ad-list">
              {list.map((slot) => {
                const text = slotText(slot);
                return (
                  <li key={slot._id} className="fw-card ad-rule">
                    <span>
                      {text} · {t('admin.bookings', { booked: slot.capacity - slot.remaining, capacity: slot.capacity })}
                    </span>
                    <Button variant="danger" aria-label={t('admin.deleteFor', { slot: text })} onClick={() => void remove(slot._id)}>
                      {t('admin.delete')}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )
        }
      </LoadStatus>
    </Page>
  );
}
