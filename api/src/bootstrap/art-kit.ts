/**
 * Drawing kit of the demo artwork: a seeded random source (same title, same picture), a palette,
 * and the pieces every scene shares (night sky, ground, a burst of stars, a spray of sparks).
 * Pure string building; no text is ever drawn (item titles show under the picture, not in it).
 */
import { createHash } from 'node:crypto';

/** The scenes draw on an 800 × 800 canvas; renderArtwork scales the result. */
export const CANVAS = 800;

export interface Palette {
  /** Main and accent hues (degrees), and a third for multi-colour scenes. */
  hue: number;
  accent: number;
  third: number;
}

/** A random source seeded by the item's title (mulberry32 over its SHA-256). */
export interface Rand {
  (): number;
  /** A number between min and max. */
  between(min: number, max: number): number;
  /** One element of a list. */
  pick<T>(list: readonly T[]): T;
}

export function seededRand(seed: string): Rand {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0);
  const next = (() => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }) as Rand;
  next.between = (min, max) => min + next() * (max - min);
  next.pick = (list) => list[Math.floor(next() * list.length)] as (typeof list)[number];
  return next;
}

export function paletteOf(rand: Rand): Palette {
  const hue = Math.floor(rand() * 360);
  return { hue, accent: (hue + 110 + Math.floor(rand() * 60)) % 360, third: (hue + 220 + Math.floor(rand() * 40)) % 360 };
}

export const hsl = (hue: number, saturation: number, lightness: number, alpha = 1) =>
  alpha === 1 ? `hsl(${Math.round(hue)} ${saturation}% ${lightness}%)` : `hsl(${Math.round(hue)} ${saturation}% ${lightness}% / ${alpha})`;

const f = (n: number) => n.toFixed(1);

/** The night sky (a soft glow of the main hue) with a few stars, and a dark hill as ground at `groundY`. */
export function skyAndGround(rand: Rand, palette: Palette, groundY = 690): string {
  const stars = Array.from(
    { length: 18 },
    () =>
      `<circle cx="${f(rand.between(20, 780))}" cy="${f(rand.between(20, groundY - 120))}" r="${f(rand.between(1.2, 2.6))}" fill="#fff" opacity="${f(rand.between(0.35, 0.8))}"/>`,
  ).join('');
  return `<defs><radialGradient id="sky" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="${hsl(palette.hue, 50, 24)}"/><stop offset="1" stop-color="#070816"/></radialGradient>
<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(palette.accent, 25, 16)}"/><stop offset="1" stop-color="#05060c"/></linearGradient></defs>
<rect width="800" height="800" fill="url(#sky)"/>${stars}
<path d="M0 ${groundY} Q200 ${groundY - 22} 400 ${groundY - 6} T800 ${groundY - 14} V800 H0Z" fill="url(#ground)"/>`;
}

/** A round burst: rays ending in stars, a bright core (a peony/chrysanthemum break). */
export function burst(rand: Rand, cx: number, cy: number, radius: number, hue: number, rays = 22): string {
  const parts: string[] = [`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(radius * 0.9)}" fill="${hsl(hue, 90, 60, 0.12)}"/>`];
  for (let i = 0; i < rays; i++) {
    const angle = (i / rays) * Math.PI * 2 + rand.between(-0.06, 0.06);
    const length = radius * rand.between(0.75, 1);
    const x = cx + Math.cos(angle) * length;
    const y = cy + Math.sin(angle) * length + radius * 0.08; // stars droop a little
    const color = hsl(i % 3 === 0 ? hue + 30 : hue, 95, i % 2 ? 62 : 70);
    parts.push(
      `<path d="M${f(cx + Math.cos(angle) * radius * 0.15)} ${f(cy + Math.sin(angle) * radius * 0.15)} Q${f((cx + x) / 2)} ${f((cy + y) / 2 - radius * 0.04)} ${f(x)} ${f(y)}" stroke="${color}" stroke-width="${f(Math.max(2, radius / 45))}" stroke-linecap="round" fill="none" opacity="0.85"/>`,
      `<circle cx="${f(x)}" cy="${f(y)}" r="${f(Math.max(3, radius / 22))}" fill="${color}"/>`,
    );
  }
  parts.push(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(Math.max(5, radius / 12))}" fill="#fff8e1"/>`);
  return parts.join('');
}

/** A rising trail from (x1, y1) to (x2, y2), fading towards its start, bright at its head. */
export function trail(x1: number, y1: number, x2: number, y2: number, hue: number, width = 5): string {
  const id = `t${Math.round(x1)}${Math.round(y1)}${Math.round(x2)}${Math.round(y2)}`;
  return `<defs><linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}"><stop offset="0" stop-color="${hsl(hue, 95, 65)}" stop-opacity="0"/><stop offset="1" stop-color="${hsl(hue, 95, 75)}"/></linearGradient></defs>
<path d="M${f(x1)} ${f(y1)} L${f(x2)} ${f(y2)}" stroke="url(#${id})" stroke-width="${width}" stroke-linecap="round"/><circle cx="${f(x2)}" cy="${f(y2)}" r="${width * 1.3}" fill="#fffbe8"/>`;
}

/** Short sparks scattered around a point (a sparkler's tip, a fuse, a crackle). */
export function sparks(rand: Rand, cx: number, cy: number, radius: number, hue: number, count = 24): string {
  const parts: string[] = [
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(radius * 0.45)}" fill="${hsl(hue, 100, 70, 0.25)}"/>`,
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(radius * 0.14)}" fill="#fffdf0"/>`,
  ];
  for (let i = 0; i < count; i++) {
    const angle = rand() * Math.PI * 2;
    const inner = radius * rand.between(0.15, 0.4);
    const outer = radius * rand.between(0.55, 1);
    const x = cx + Math.cos(angle) * outer;
    const y = cy + Math.sin(angle) * outer;
    const bend = angle + rand.between(-0.6, 0.6);
    parts.push(
      `<path d="M${f(cx + Math.cos(angle) * inner)} ${f(cy + Math.sin(angle) * inner)} L${f(x)} ${f(y)} l${f(Math.cos(bend) * radius * 0.18)} ${f(Math.sin(bend) * radius * 0.18)}" stroke="${hsl(hue, 100, rand.between(65, 85))}" stroke-width="2.5" fill="none" stroke-linecap="round"/>`,
    );
  }
  return parts.join('');
}

/** A soft smoke cloud of overlapping puffs. */
export function smoke(rand: Rand, cx: number, cy: number, size: number, hue: number, saturation: number, puffs = 9): string {
  return Array.from({ length: puffs }, (_, i) => {
    const x = cx + rand.between(-size, size) * 0.8;
    const y = cy - (i / puffs) * size * 1.4 + rand.between(-size, size) * 0.2;
    const r = size * rand.between(0.35, 0.6) * (1 + i / puffs / 2);
    return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${hsl(hue, saturation, rand.between(55, 70), rand.between(0.45, 0.7))}"/>`;
  }).join('');
}

/** An upright cylinder (a tube, a candle, a firecracker) with a wrapper colour, a band and a dark mouth. */
export function tube(x: number, y: number, width: number, height: number, hue: number, band: number): string {
  const rx = width / 2;
  const ry = width / 7;
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(width)}" height="${f(height)}" fill="${hsl(hue, 70, 42)}"/>
<rect x="${f(x)}" y="${f(y + height * 0.35)}" width="${f(width)}" height="${f(height * 0.2)}" fill="${hsl(band, 80, 55)}"/>
<rect x="${f(x + width * 0.12)}" y="${f(y)}" width="${f(width * 0.14)}" height="${f(height)}" fill="#fff" opacity="0.18"/>
<ellipse cx="${f(x + rx)}" cy="${f(y + height)}" rx="${f(rx)}" ry="${f(ry)}" fill="${hsl(hue, 70, 32)}"/>
<ellipse cx="${f(x + rx)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(ry)}" fill="${hsl(hue, 50, 70)}"/>
<ellipse cx="${f(x + rx)}" cy="${f(y)}" rx="${f(rx * 0.6)}" ry="${f(ry * 0.6)}" fill="#1a1208"/>`;
}

export const fmt = f;
