import { secondsUntilResend } from './send-limits';

describe('the wait before another code or recovery mail to one address (45 s)', () => {
  const now = new Date('2026-12-07T12:00:00.000Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it('asks for no wait when nothing was sent in the last hour or 45 s have passed', () => {
    expect(secondsUntilResend(undefined, now)).toBeNull();
    expect(secondsUntilResend(ago(45_000), now)).toBeNull();
  });

  it('counts the seconds left, rounded up', () => {
    expect(secondsUntilResend(ago(0), now)).toBe(45);
    expect(secondsUntilResend(ago(10_500), now)).toBe(35);
    expect(secondsUntilResend(ago(44_999), now)).toBe(1);
  });
});
