import type { Order, PaymentMethod } from '@fireworks/core/contract';
import { formatPhoneNumber, isUpcomingSlot, shopDateTime } from '@fireworks/core/rules';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import {
  Button,
  EmptyState,
  errorText,
  FormMessage,
  formatDate,
  formatDollars,
  Page,
  useCan,
  useOneAtATime,
  useSeason,
  useSlotText,
  useToast,
} from 'shared-ui';
import { TextField, useRequestKey } from 'shared-ui/forms';
import { orderNumber } from 'shared-ui/orders';
import { FormCard } from '../../common/form-card';
import { LoadStatus } from '../../common/load-status';
import { paymentProblem, typedAmount } from '../../common/payment-problem';
import { readOrder, useCollectPayment, useFindByPass, useMarkPickedUp, usePickupDay } from './api';
import { codeDetectorClass, PassScanner } from './pass-scanner';
import '../../common/admin.css';
import './pickups.css';

const METHODS: PaymentMethod[] = ['cash', 'zelle', 'venmo', 'other'];

/**
 * After a refusal the counter shows the order as it now is: another clerk may have handed it over,
 * or a payment voided meanwhile may have left a balance (the server's sentence is already a toast).
 * Staff who may not read orders (only pickups:work) read it by its pass, as they found it.
 */
function useShowCurrent(onChange: (order: Order) => void) {
  const canReadOrders = useCan('orders:read');
  return async (order: Order) => {
    try {
      onChange(await readOrder(order, canReadOrders));
    } catch {
      // Unreadable now: the panel keeps what it showed, and the toast has said why the action failed.
    }
  };
}

/**
 * Whether the order found is not the day's to hand over: booked for a later day, or its pickup time
 * over (an earlier day, or today's slot ended on the shop's clock). The counter is warned, not stopped.
 */
function dayNotice(slot: Order['pickupSlot'], today: string | undefined, timeZone: string | undefined): 'otherDay' | 'slotPassed' | null {
  if (!slot || !today) return null;
  if (slot.date > today) return 'otherDay';
  if (slot.date < today) return 'slotPassed';
  // Today's slot: the device's clock in the shop's zone, when its day is the server's (a wrong clock says nothing).
  const now = timeZone ? shopDateTime(new Date(), timeZone) : null;
  return now && now.date === today && !isUpcomingSlot(slot, now) ? 'slotPassed' : null;
}

const customerName = (order: Order) => {
  const who = order.customer ?? order.userInfo;
  return `${who.firstname} ${who.lastname}`.trim() || who.username;
};

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
  const [selected, setSelected] = useState<Order | null>(null);
  const slotText = useSlotText();
  // The order opens above the list (on a phone, out of sight): the panel takes the keyboard, and
  // closing it gives the keyboard back to what opened it (the list's Open button, the pass field).
  const opener = useRef<HTMLElement | null>(null);
  const codeField = useRef<HTMLInputElement | null>(null);
  const open = (order: Order) => {
    opener.current =
      document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    setSelected(order);
  };
  // The list may be minutes old (a payment, a void or a handover by another clerk since): opening an
  // order from it reads the day again, and the order shows as it is now, unless the clerk has
  // already acted on it (that answer is newer).
  const openFromList = (order: Order) => {
    open(order);
    void day.refetch().then((read) => {
      const now = read.data?.slots.flatMap((slot) => slot.orders).find((found) => found._id === order._id);
      if (now) setSelected((shown) => (shown === order ? now : shown));
    });
  };
  const close = () => {
    const back = opener.current?.isConnected ? opener.current : codeField.current;
    back?.focus();
    setSelected(null);
  };

  return (
    <Page title={t('admin.dayTitle')} wide>
      {/* The pass comes first (issue 41 item 7): at the counter, on a phone, the scanner is what is reached for. */}
      <div className="ad-pickup__top">
        <FindByPass onFound={open} fieldRef={codeField} />
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
          // A late answer for an order closed meanwhile never takes the place of the one now open
          // (its "Mark picked up" would quietly become the earlier order's).
          onChange={(changed) => setSelected((now) => (now?._id === changed._id ? changed : now))}
          onClose={close}
        />
      )}
      {date === '' ? null : (
        <LoadStatus query={day} loadingLabel={t('admin.dayTitle')}>
          {(found) =>
            found.slots.every((slot) => slot.orders.length === 0) ? (
              <EmptyState>{t('admin.dayEmpty')}</EmptyState>
            ) : (
              <div className="ad-pickup__slots">
                {found.slots.map((slot) => (
                  <section key={slot._id} className="fw-card ad-pickup__slot" aria-label={slotText(slot)}>
                    <h2>
                      {slotText(slot)} <span className="ad-badge">{t('admin.orderCount', { count: slot.orders.length })}</span>
                    </h2>
                    <ul className="ad-list">
                      {slot.orders.map((order) => (
                        <li key={order._id} className="ad-pickup__order" data-testid="pickup-order">
                          <span className="ad-pickup__who">
                            <strong>{orderNumber(order)}</strong> <span translate="no">{customerName(order)}</span>
                          </span>
                          <span className="ad-pickup__state">
                            {order.balanceDue > 0 ? (
                              <span className="ad-badge ad-badge--warning">
                                {t('admin.due', { amount: formatDollars(order.balanceDue) })}
                              </span>
                            ) : (
                              <span className="ad-badge">{t('admin.paidInFull')}</span>
                            )}
                            {order.pickedUpAt && <span className="ad-badge">{t('admin.pickedUpBadge')}</span>}
                          </span>
                          <Button
                            variant="secondary"
                            aria-label={t('admin.openOrder', { number: orderNumber(order) })}
                            onClick={() => openFromList(order)}
                          >
                            {t('admin.open')}
                          </Button>
                        </li>
                      ))}
                    </ul>
                  </section>
                ))}
              </div>
            )
          }
        </LoadStatus>
      )}
    </Page>
  );
}

/** Typing or scanning a pass code: the order it names goes to the handover panel; a refusal is the server's sentence. */
function FindByPass({ onFound, fieldRef }: { onFound(order: Order): void; fieldRef: RefObject<HTMLInputElement | null> }) {
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

/**
 * The order found: who, when, the items to hand over, the balance to collect (a payment in the
 * ledger) and the handover. An order that still owes is handed over only after collecting, or with
 * a reason the server keeps in the audit log (issue 40).
 */
function HandoverPanel({
  order,
  slotText,
  notice,
  onChange,
  onClose,
}: {
  order: Order;
  slotText: string | null;
  /** Booked for another day, or its time passed: said under the slot. */
  notice: 'otherDay' | 'slotPassed' | null;
  onChange(order: Order): void;
  onClose(): void;
}) {
  const { t } = useTranslation('pickup');
  const toast = useToast();
  const titleId = useId();
  // The handover's time on the shop's clock, as the slot above it and the customer's pass say it.
  const shopTimezone = useSeason().data?.timezone;
  const pickedUp = useMarkPickedUp();
  const [askingReason, setAskingReason] = useState(false);
  const who = order.customer ?? order.userInfo;
  const owes = order.balanceDue > 0;
  // Collecting records a payment (payments:record): staff who only work pickups are not offered it (issue 41).
  const canCollect = useCan('payments:record');
  const collecting = owes && !order.pickedUpAt && canCollect;
  // Taken away unpaid, the balance is recorded on the order's page (its ledger, the day received): the panel leads there.
  const canOpenOrder = useCan('orders:read');
  const recordOnPage = owes && order.pickedUpAt !== null && canCollect && canOpenOrder;
  // After a payment or the handover the button used is gone or disabled: the keyboard goes to the
  // next step (Collect the rest, Mark picked up, or the handover's line), not back to the page's top.
  const nextStep = useRef<HTMLElement | null>(null);
  const markNextStep = (element: HTMLElement | null) => {
    nextStep.current = element;
  };
  const [moveFocus, setMoveFocus] = useState(0);
  useEffect(() => {
    if (moveFocus > 0) nextStep.current?.focus();
  }, [moveFocus]);
  // Cancelling the unpaid handover gives the keyboard back to the Mark picked up it replaced.
  const markButton = useRef<HTMLButtonElement | null>(null);
  const [cancelled, setCancelled] = useState(0);
  useEffect(() => {
    if (cancelled > 0) markButton.current?.focus();
  }, [cancelled]);
  const stepDone = (changed: Order) => {
    onChange(changed);
    setMoveFocus((count) => count + 1);
  };

  // Opened (from the list or by its pass), the order takes the keyboard: its heading, so a stray Enter collects nothing.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  // After a refusal too, the order as it now is moves the keyboard on (the button pressed may be gone).
  const showCurrent = useShowCurrent(stepDone);
  // A double tap hands over once (a second call would be refused: already picked up).
  const oneAtATime = useOneAtATime();

  const handOver = (reason?: string) =>
    oneAtATime(async () => {
      try {
        const answer = await pickedUp.mutateAsync({ orderId: order._id, reason });
        stepDone(answer.order);
        setAskingReason(false);
        toast.success(t('admin.markedPickedUp'));
      } catch (caught) {
        toast.error(errorText(caught));
        await showCurrent(order);
      }
    });

  return (
    <section className="fw-card ad-pickup__found" aria-labelledby={titleId} data-testid="handover">
      <div className="ad-pickup__found-head">
        <h2 id={titleId} ref={heading} tabIndex={-1}>
          {t('admin.orderTitle', { number: orderNumber(order) })}
        </h2>
        <Button variant="ghost" onClick={onClose}>
          {t('admin.close')}
        </Button>
      </div>
      <p translate="no">{t('admin.customer', { name: customerName(order), phone: formatPhoneNumber(who.phonenumber) })}</p>
      <p>{slotText ? t('admin.slotLine', { slot: slotText }) : t('admin.noSlotYet')}</p>
      {notice && (
        <p className="ad-pickup__notice" data-testid="pickup-day-notice">
          {t(`admin.${notice}`)}
        </p>
      )}
      <HandoverItems order={order} />
      <p className="ad-pickup__balance" data-testid="balance-to-collect">
        {owes ? t('admin.balanceToCollect', { amount: formatDollars(order.balanceDue) }) : t('admin.nothingToCollect')}
      </p>
      {recordOnPage && (
        <p>
          <Link to={`/orders/${order._id}`} className="fw-order__link">
            {t('admin.recordOnOrderPage')}
          </Link>
        </p>
      )}
      {collecting && <CollectForm key={order.balanceDue} order={order} onChange={stepDone} buttonRef={markNextStep} />}
      {order.pickedUpAt ? (
        <p className="ad-pickup__done" tabIndex={-1} ref={markNextStep}>
          {t('admin.pickedUpAt', { date: formatDate(order.pickedUpAt, undefined, shopTimezone) })}
        </p>
      ) : askingReason && owes ? (
        <UnpaidHandover
          order={order}
          pending={pickedUp.isPending}
          onConfirm={(reason) => void handOver(reason)}
          onCancel={() => {
            setAskingReason(false);
            setCancelled((count) => count + 1);
          }}
        />
      ) : (
        <Button
          variant={owes ? 'secondary' : 'primary'}
          onClick={() => (owes ? setAskingReason(true) : void handOver())}
          loading={pickedUp.isPending}
          ref={(element: HTMLButtonElement | null) => {
            markButton.current = element;
            if (!collecting) markNextStep(element);
          }}
        >
          {t('admin.markPickedUp')}
        </Button>
      )}
    </section>
  );
}

/** What the counter hands over: each line's quantity and title, free units (BOGO) counted apart. */
function HandoverItems({ order }: { order: Order }) {
  const { t } = useTranslation('pickup');
  const headingId = useId();
  return (
    <div className="ad-pickup__items">
      <h3 id={headingId}>{t('admin.itemsTitle')}</h3>
      <ul aria-labelledby={headingId} data-testid="handover-items">
        {order.order_items.map((item, index) => (
          // Lines are a snapshot: the same title may appear twice, so the place keeps keys unique.
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed snapshot of the order's lines
          <li key={index}>
            <span translate="no">{t('admin.itemLine', { quantity: item.quantity, title: item.title })}</span>
            {item.freeQuantity > 0 && <span className="ad-badge">{t('admin.itemFree', { count: item.freeQuantity })}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Handing over with a balance due: the reason is required (checked here, and by the server). */
function UnpaidHandover({
  order,
  pending,
  onConfirm,
  onCancel,
}: {
  order: Order;
  pending: boolean;
  onConfirm(reason: string): void;
  onCancel(): void;
}) {
  const { t } = useTranslation('pickup');
  const titleId = useId();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
  // It replaces the button just pressed: the keyboard goes to the reason to type.
  useEffect(() => setFocus('reason'), [setFocus]);
  const amount = formatDollars(order.balanceDue);
  return (
    <form
      className="ad-pickup__unpaid"
      aria-labelledby={titleId}
      noValidate
      onSubmit={handleSubmit(({ reason }) => onConfirm(reason.trim()))}
    >
      <h3 id={titleId}>{t('admin.handOverTitle', { amount })}</h3>
      <p>{t('admin.handOverHint')}</p>
      <TextField
        label={t('admin.reason')}
        autoComplete="off"
        maxLength={1000}
        error={errors.reason?.message}
        {...register('reason', { validate: (value) => value.trim() !== '' || t('admin.reasonRequired') })}
      />
      <div className="ad-form__actions">
        <Button type="submit" variant="danger" loading={pending}>
          {t('admin.confirmHandOver')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('admin.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** "Collect $X": the amount (the balance by default) and the method, recorded as a payment. */
function CollectForm({
  order,
  onChange,
  buttonRef,
}: {
  order: Order;
  onChange(order: Order): void;
  buttonRef: (element: HTMLElement | null) => void;
}) {
  const { t } = useTranslation('pickup');
  const { t: tOrders } = useTranslation('orders');
  const toast = useToast();
  const methodId = useId();
  const collect = useCollectPayment();
  // Collecting the same amount again after a failure keeps its key: the server records it once.
  const requestKey = useRequestKey();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<{ amount: string; method: PaymentMethod }>({
    defaultValues: { amount: order.balanceDue.toFixed(2), method: 'cash' },
  });
  // The button names what will be recorded, and nothing while what is typed is no amount.
  const typed = typedAmount(watch('amount'));
  const showCurrent = useShowCurrent(onChange);
  // A double tap records (and announces) the payment once.
  const oneAtATime = useOneAtATime();

  const submit = handleSubmit(({ amount, method }) =>
    oneAtATime(async () => {
      const body = { amount: amount.trim(), method };
      try {
        const answer = await collect.mutateAsync({ orderId: order._id, body, idempotencyKey: requestKey.keyFor(body) });
        requestKey.done();
        onChange(answer.order);
        toast.success(t('admin.paymentRecorded', { amount: formatDollars(answer.payment.amount) }));
      } catch (caught) {
        toast.error(errorText(caught));
        await showCurrent(order);
      }
    }),
  );

  return (
    <form className="ad-pickup__collect" onSubmit={submit} noValidate aria-label={t('admin.collectTitle')}>
      <TextField
        label={t('admin.amount')}
        inputMode="decimal"
        autoComplete="off"
        error={errors.amount?.message}
        {...register('amount', { validate: (amount) => paymentProblem(amount, order.balanceDue, tOrders) ?? true })}
      />
      <div className="fw-field">
        <label className="fw-field__label" htmlFor={methodId}>
          {t('admin.method')}
        </label>
        <select id={methodId} {...register('method')}>
          {METHODS.map((method) => (
            <option key={method} value={method}>
              {t(`orders:payments.methods.${method}`)}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" loading={collect.isPending} ref={buttonRef}>
        {typed === null ? t('admin.collectNoAmount') : t('admin.collect', { amount: formatDollars(typed) })}
      </Button>
    </form>
  );
}
