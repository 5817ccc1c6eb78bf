/**
 * The business clock. SHOP_NOW (tests and demos only; refused in production) pins "now" so the
 * sales windows can be tried any day of the year. Tests may move it with `set`.
 */
export interface Clock {
  now(): Date;
}

class SystemClock implements Clock {
  now(): Date {
    return new Date();
  }
}

export class FixedClock implements Clock {
  constructor(private current: Date) {}

  now(): Date {
    return new Date(this.current.getTime());
  }

  set(date: Date): void {
    this.current = date;
  }
}

export function createClock(shopNow: Date | null): Clock {
  return shopNow ? new FixedClock(shopNow) : new SystemClock();
}
