import { randomInviteCode } from './random-code';

describe('randomInviteCode', () => {
  it('makes codes the server accepts, from unambiguous characters', () => {
    for (let i = 0; i < 200; i++) {
      const code = randomInviteCode();
      expect(code).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
    }
  });

  it('differs from one call to the next', () => {
    const codes = new Set(Array.from({ length: 50 }, () => randomInviteCode()));
    expect(codes.size).toBe(50);
  });

  it('skips bytes that would bias the alphabet', () => {
    let call = 0;
    // First batch: only rejected bytes; second batch: index 0 ('A') then 30 ('9').
    const source = (bytes: Uint8Array) => {
      call += 1;
      bytes.fill(call === 1 ? 250 : 0);
      if (call > 1) bytes.set([0, 30, 31, 62, 0, 30, 31, 62]);
      return bytes;
    };
    expect(randomInviteCode(source)).toBe('A9AA-A9AA');
  });
});
