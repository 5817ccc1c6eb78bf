import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page, useSeason, useSlotText } from 'shared-ui';
import { TextField } from 'shared-ui/forms';
import { usePickupDay } from './api';
import { dayNotice } from './day-notice';
import { FindByPass } from './find-by-pass';
import { HandoverPanel } from './handover-panel';
import { PickupDayList } from './pickup-day-list';
import { useOrderAtCounter } from './use-order-at-counter';
import '../../common/admin.css';
import './pickups.css';

/**
 * The pickup day (issue 16): a day's pickup orders by slot (default today in the shop's time zone),
 * finding an order by its pass code (typed, or scanned where the browser has BarcodeDetector), the
 * balance to collect, a payment recorded in the ledger, and the handover.
 */
export default function PickupDayScreen() {
  const { t } = useTranslation('pickup');
  const season = useSeason();
  const [chosenDate, setChosenDate] = useState('');
  const date = chosenDate || season.data?.today || '';
  const day = usePickupDay(date);
  const { selected, open, openFromList, close, clear, update, codeField } = useOrderAtCounter(day);
  const slotText = useSlotText();

  return (
    <Page title={t('admin.dayTitle')} wide>
      {/* The pass comes first (issue 41 item 7): at the counter, on a phone, the scanner is what is reached for. */}
      <div className="ad-pickup__top">
        <FindByPass onFound={open} onRefused={clear} fieldRef={codeField} />
        <div className="fw-card ad-pickup__date">
          <TextField label={t('admin.date')} type="date" value={date} onChange={(event) => setChosenDate(event.target.value)} />
        </div>
      </div>
      {selected && (
        <HandoverPanel
          key={selected._id}
          order={selected}
          slotText={selected.pickupSlot ? slotText(selected.pickupSlot) : null}
          notice={selected.pickedUpAt ? null : dayNotice(selected.pickupSlot, season.data?.today, season.data?.timezone)}
          onChange={update}
          onClose={close}
        />
      )}
      {date === '' ? null : <PickupDayList day={day} onOpen={openFromList} />}
    </Page>
  );
}
