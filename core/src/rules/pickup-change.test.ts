import { SLOT_CHANGE_CUTOFF_MINUTES, slotChangeRefusal } from './pickup-change';

const now = { date: '2026-11-18', time: '12:00' };
const order = (fields: Partial<Parameters<typeof slotChangeRefusal>[0]> = {}) => ({
  isPickup: true,
  pickedUpAt: null,
  status: 'UNCOMPLETE',
  pickupSlot: { date: '2026-11-20', start: '10:00' },
  ...fields,
});

describe('a customer changing their own pickup time', () => {
  it('may, for a pickup order not handed over nor complete, until two hours before its slot starts', () => {
    expect(SLOT_CHANGE_CUTOFF_MINUTES).toBe(120);
    expect(slotChangeRefusal(order(), now)).toBeNull();
    expect(slotChangeRefusal(order({ pickupSlot: { date: '2026-11-18', start: '14:00' } }), now)).toBeNull();
    expect(slotChangeRefusal(order({ pickupSlot: { date: '2026-11-18', start: '13:59' } }), now)).toBe('changeClosed');
    // Across midnight: 01:00 tomorrow is 13 hours away; 00:30 tomorrow at 23:00 is 90 minutes away.
    expect(slotChangeRefusal(order({ pickupSlot: { date: '2026-11-19', start: '01:00' } }), now)).toBeNull();
    expect(slotChangeRefusal(order({ pickupSlot: { date: '2026-11-19', start: '00:30' } }), { date: '2026-11-18', time: '23:00' })).toBe(
      'changeClosed',
    );
    // Started or past.
    expect(slotChangeRefusal(order({ pickupSlot: { date: '2026-11-18', start: '11:00' } }), now)).toBe('changeClosed');
    expect(slotChangeRefusal(order({ pickupSlot: { date: '2026-11-17', start: '18:00' } }), now)).toBe('changeClosed');
  });

  it('an order holding no slot may choose one; delivery, handed-over and complete orders may not', () => {
    expect(slotChangeRefusal(order({ pickupSlot: null }), now)).toBeNull();
    expect(slotChangeRefusal(order({ isPickup: false }), now)).toBe('notPickup');
    expect(slotChangeRefusal(order({ pickedUpAt: '2026-11-18T10:00:00Z' }), now)).toBe('alreadyPickedUp');
    expect(slotChangeRefusal(order({ status: 'COMPLETE' }), now)).toBe('completed');
  });
});
