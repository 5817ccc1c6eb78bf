/**
 * Reading one environment variable as a kind of value (a whole number in a range, one of a list,
 * on/off, a URL, a time zone, a phone number), with its default; a bad value throws ConfigError.
 */
import { shownUrl } from '../shared/shown-url';
import { ConfigError } from './config-error';

export type Env = Record<string, string | undefined>;

export function read(env: Env, name: string): string | undefined {
  const value = env[name];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

export function integerIn(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(name, `must be a whole number from ${min} to ${max} (got '${raw}')`);
  }
  return Number(raw);
}

export function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = read(env, name) ?? fallback;
  if (!allowed.includes(raw as T)) throw new ConfigError(name, `must be one of ${allowed.join(', ')} (got '${raw}')`);
  return raw as T;
}

export function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (['1', 'true', 'on', 'yes'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'off', 'no'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(name, `must be on/off, 1/0 or true/false (got '${raw}')`);
}

export function url(env: Env, name: string, protocols: string[]): string | undefined {
  const raw = read(env, name);
  if (raw === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    // Shown without its password: the message reaches logs and terminals.
    throw new ConfigError(name, `must be a URL (got '${shownUrl(raw)}')`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `must start with ${protocols.map((p) => `${p}//`).join(' or ')} (got '${shownUrl(raw)}')`);
  }
  return raw;
}

export function timeZone(env: Env, name: string, fallback: string): string {
  const zone = read(env, name) ?? fallback;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    throw new ConfigError(name, `must be an IANA time zone such as America/Chicago (got '${zone}')`);
  }
  return zone;
}

export function phone(env: Env, name: string, fallback: string): string {
  const value = read(env, name) ?? fallback;
  if (!/^\d{10}$/.test(value)) throw new ConfigError(name, `must be 10 digits (got '${value}')`);
  return value;
}
