import type { PickupSlot } from '@fireworks/core/contract';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button, errorText, useOneAtATime } from 'shared-ui';
import './pickup-slot-picker.css';

/** A picker's words: each screen says them its own way (the customer's "New pickup time", the desk's "Move order"). */
export interface PickupSlotPickerTexts {
  label: string;
  /** The empty option while the slots are read, when no other slot has room, and otherwise. */
  loading: string;
  none: string;
  choose: string;
  /** A slot with room, as its option says it. */
  option: (slot: PickupSlot) => string;
  submit: string;
  /** Under the list, when the screen has something to say there. */
  hint?: string;
}

/**
 * A new pickup slot for an order: the upcoming slots with room other than the one it holds, and a
 * button. `onMove` sends the change (and says it was done); when it throws, the server's sentence
 * shows at the control (role alert, the list marked invalid and described by it).
 */
export function PickupSlotPicker({
  slots,
  loading,
  heldSlotId,
  moving,
  onMove,
  texts,
  className,
  testId,
  focusListAfterMove = false,
}: {
  slots: readonly PickupSlot[] | undefined;
  loading: boolean;
  heldSlotId: string | undefined;
  /** While the change is sent: the list and the button wait. */
  moving: boolean;
  onMove: (slotId: string) => Promise<void>;
  texts: PickupSlotPickerTexts;
  className?: string;
  testId?: string;
  /**
   * After a move the button is disabled again (nothing chosen): where no confirmation of the screen's
   * own takes the keyboard, the list does, so it is not dropped on the page.
   */
  focusListAfterMove?: boolean;
}) {
  const selectId = useId();
  const hintId = useId();
  const errorId = useId();
  const [chosen, setChosen] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  // The button shows busy (`moving`) only once the parent renders: a double tap or Enter twice
  // before that would send the move twice (the second answering "already there" or taking a seat).
  const oneAtATime = useOneAtATime();
  const open = (slots ?? []).filter((slot) => slot._id !== heldSlotId && slot.remaining > 0);
  const list = useRef<HTMLSelectElement>(null);
  // Focused once the list waits no more (a disabled list cannot take it).
  const [moved, setMoved] = useState(false);
  useEffect(() => {
    if (!moved || moving) return;
    setMoved(false);
    list.current?.focus();
  }, [moved, moving]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen) return;
    await oneAtATime(async () => {
      setRefusal(null);
      try {
        await onMove(chosen);
        setChosen('');
        if (focusListAfterMove) setMoved(true);
      } catch (error) {
        setRefusal(errorText(error));
      }
    });
  }

  const describedBy = [texts.hint ? hintId : null, refusal ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <form
      className={`fw-slot-picker${className ? ` ${className}` : ''}`}
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid={testId}
    >
      <div className="fw-field fw-slot-picker__field">
        <label className="fw-field__label" htmlFor={selectId}>
          {texts.label}
        </label>
        <select
          ref={list}
          id={selectId}
          className="fw-field__input"
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          disabled={moving || open.length === 0}
          aria-busy={loading || undefined}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={describedBy}
        >
          <option value="">{loading ? texts.loading : open.length === 0 ? texts.none : texts.choose}</option>
          {open.map((slot) => (
            <option key={slot._id} value={slot._id}>
              {texts.option(slot)}
            </option>
          ))}
        </select>
        {texts.hint && (
          <p id={hintId} className="fw-slot-picker__hint">
            {texts.hint}
          </p>
        )}
      </div>
      <Button type="submit" className="fw-slot-picker__submit" loading={moving} disabled={!chosen}>
        {texts.submit}
      </Button>
      {refusal && (
        <p id={errorId} className="fw-field__error" role="alert">
          {refusal}
        </p>
      )}
    </form>
  );
}
