import { describeError } from './describe-error';

describe('describeError (what a start or command failure prints)', () => {
  it('gives an Error its message, or its stack when asked for it', () => {
    const error = new Error('disk on fire');
    expect(describeError(error)).toBe('disk on fire');
    expect(describeError(error, { stack: true })).toBe(error.stack);
  });

  it('gives a thrown object its message and code, never [object Object]', () => {
    expect(describeError({ message: 'connection refused', code: 'ECONNREFUSED' })).toBe('connection refused (ECONNREFUSED)');
    expect(describeError({ code: 'EACCES' }, { stack: true })).toBe('EACCES');
    expect(describeError({ message: 'no permission' })).toBe('no permission');
  });

  it('shows any other object as JSON, and strings and other values as themselves', () => {
    expect(describeError({ status: 503, retry: false })).toBe('{"status":503,"retry":false}');
    expect(describeError('plain words')).toBe('plain words');
    expect(describeError(undefined)).toBe('undefined');
    expect(describeError(42)).toBe('42');
  });

  it('still says something about an object JSON cannot write', () => {
    const loop: Record<string, unknown> = { name: 'loop' };
    loop.self = loop;
    expect(describeError(loop)).not.toBe('[object Object]');
    expect(describeError(Object.create(null))).toBe('{}');
  });
});
