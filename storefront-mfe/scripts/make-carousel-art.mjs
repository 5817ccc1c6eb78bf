#!/usr/bin/env node
/**
 * Draws the five home-page carousel pictures as small SVG files (a few KiB each, no network, no
 * binary tooling): night skies with bursts, fountains, sparklers, rockets and a New Year's finale.
 * The output is committed; run `node scripts/make-carousel-art.mjs` after changing a scene.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src', 'features', 'home', 'slides');
const W = 1200;
const H = 675;

/** Deterministic pseudo-random numbers, so a re-run draws the same pictures. */
function random(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const r0 = (n) => Math.round(n);

function sky(id, top, bottom) {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#${id})"/>`;
}

function stars(rand, count) {
  let d = '';
  for (let i = 0; i < count; i++) d += `M${r0(rand() * W)} ${r0(rand() * H * 0.7)}h2v2h-2z`;
  return `<path d="${d}" fill="#fff" opacity=".55"/>`;
}

/** A burst: rays from a centre, with a dot at each tip. */
function burst(rand, cx, cy, radius, color, rays = 28) {
  let lines = '';
  let dots = '';
  for (let i = 0; i < rays; i++) {
    const a = (i / rays) * Math.PI * 2 + rand() * 0.1;
    const len = radius * (0.75 + rand() * 0.25);
    const x1 = cx + Math.cos(a) * radius * 0.18;
    const y1 = cy + Math.sin(a) * radius * 0.18;
    const x2 = cx + Math.cos(a) * len;
    const y2 = cy + Math.sin(a) * len;
    lines += `M${r0(x1)} ${r0(y1)}L${r0(x2)} ${r0(y2)}`;
    dots += `<circle cx="${r0(x2)}" cy="${r0(y2)}" r="${r0(radius / 40) + 2}"/>`;
  }
  return `<g stroke="${color}" fill="${color}"><path d="${lines}" stroke-width="3" stroke-linecap="round" opacity=".85"/>${dots}</g><circle cx="${r0(cx)}" cy="${r0(cy)}" r="${r0(radius / 9)}" fill="#fff" opacity=".8"/>`;
}

function skyline(color, seed) {
  const rand = random(seed);
  let d = `M0 ${H}`;
  let x = 0;
  while (x < W) {
    const w = 40 + rand() * 90;
    const h = 60 + rand() * 130;
    d += `L${r0(x)} ${r0(H - h)}L${r0(x + w)} ${r0(H - h)}`;
    x += w;
  }
  d += `L${W} ${H}Z`;
  return `<path d="${d}" fill="${color}"/>`;
}

function hills(color) {
  return `<path d="M0 ${H - 90}Q300 ${H - 170} 600 ${H - 110}T${W} ${H - 120}V${H}H0Z" fill="${color}"/>`;
}

/** A fountain: sparks rising from the ground in a cone. */
function fountain(rand, x, height, colors) {
  let out = '';
  for (let i = 0; i < 34; i++) {
    const spread = (rand() - 0.5) * height * 0.9;
    const h = height * (0.55 + rand() * 0.45);
    const color = colors[i % colors.length];
    out += `<path d="M${x} ${H - 100}Q${r0(x + spread * 0.3)} ${r0(H - 100 - h)} ${r0(x + spread)} ${r0(H - 100 - h * 0.55)}" stroke="${color}" stroke-width="2.5" fill="none" opacity=".9"/>`;
  }
  return `${out}<path d="M${x - 22} ${H - 100}h44l-8 -40h-28z" fill="#c2410c"/>`;
}

/** A sparkler: a wire with a star of sparks at its tip. */
function sparkler(rand, x, y, angle, color) {
  const tipX = x + Math.cos(angle) * 260;
  const tipY = y - Math.sin(angle) * 260;
  let sparks = '';
  for (let i = 0; i < 40; i++) {
    const a = rand() * Math.PI * 2;
    const len = 20 + rand() * 70;
    sparks += `M${r0(tipX)} ${r0(tipY)}l${r0(Math.cos(a) * len)} ${r0(Math.sin(a) * len)}`;
  }
  return `<path d="M${r0(x)} ${r0(y)}L${r0(tipX)} ${r0(tipY)}" stroke="#9ca3af" stroke-width="5"/><path d="${sparks}" stroke="${color}" stroke-width="2" opacity=".9"/><circle cx="${r0(tipX)}" cy="${r0(tipY)}" r="14" fill="#fff"/>`;
}

function rocketTrail(x1, y1, x2, y2, color) {
  return `<path d="M${x1} ${y1}Q${r0((x1 + x2) / 2 + 30)} ${r0((y1 + y2) / 2)} ${x2} ${y2}" stroke="${color}" stroke-width="4" stroke-dasharray="10 8" fill="none" opacity=".8"/>`;
}

function svg(title, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}"><title>${title}</title>${body}</svg>\n`;
}

const scenes = {
  'finale.svg': () => {
    const rand = random(1);
    return svg(
      'Fireworks finale over a city',
      sky('s', '#0b1030', '#2a1b4d') +
        stars(rand, 80) +
        burst(rand, 260, 190, 150, '#f97316') +
        burst(rand, 620, 140, 180, '#facc15', 34) +
        burst(rand, 960, 220, 140, '#ec4899') +
        burst(rand, 450, 330, 100, '#22d3ee', 22) +
        burst(rand, 820, 380, 90, '#a3e635', 20) +
        skyline('#05071a', 7),
    );
  },
  'fountains.svg': () => {
    const rand = random(2);
    return svg(
      'Fountains throwing golden sparks',
      sky('s', '#111634', '#3b1d3a') +
        stars(rand, 60) +
        hills('#0a0d22') +
        fountain(rand, 300, 360, ['#fde047', '#fb923c']) +
        fountain(rand, 600, 440, ['#fef08a', '#f59e0b', '#fff']) +
        fountain(rand, 900, 340, ['#fdba74', '#f472b6']),
    );
  },
  'sparklers.svg': () => {
    const rand = random(3);
    return svg(
      'Sparklers glowing at a party',
      sky('s', '#1a1036', '#43174a') +
        stars(rand, 50) +
        sparkler(rand, 300, 640, 1.2, '#fde68a') +
        sparkler(rand, 600, 660, 1.5, '#fef3c7') +
        sparkler(rand, 900, 640, 1.9, '#fcd34d') +
        burst(rand, 180, 150, 70, '#c084fc', 18) +
        burst(rand, 1030, 130, 80, '#f9a8d4', 18),
    );
  },
  'rockets.svg': () => {
    const rand = random(4);
    return svg(
      'Rockets climbing into the night sky',
      sky('s', '#08122e', '#153a5b') +
        stars(rand, 90) +
        rocketTrail(200, 640, 330, 200, '#fb923c') +
        rocketTrail(560, 650, 700, 150, '#fde047') +
        rocketTrail(980, 640, 900, 240, '#f472b6') +
        burst(rand, 330, 200, 110, '#fb923c', 24) +
        burst(rand, 700, 150, 130, '#fde047', 28) +
        burst(rand, 900, 240, 100, '#f472b6', 22) +
        hills('#040917'),
    );
  },
  'new-year.svg': () => {
    const rand = random(5);
    let water = '';
    for (let i = 0; i < 14; i++)
      water += `<rect x="${r0(rand() * W)}" y="${r0(H - 120 + rand() * 110)}" width="${r0(40 + rand() * 120)}" height="3" fill="#facc15" opacity=".35"/>`;
    return svg(
      'New Year fireworks over the water',
      sky('s', '#070b24', '#1e1b4b') +
        stars(rand, 70) +
        burst(rand, 300, 180, 140, '#fbbf24', 32) +
        burst(rand, 640, 120, 110, '#fef3c7', 26) +
        burst(rand, 900, 200, 150, '#f59e0b', 32) +
        burst(rand, 520, 320, 80, '#fde68a', 20) +
        `<rect y="${H - 130}" width="${W}" height="130" fill="#0b1a3a"/>` +
        water,
    );
  },
};

fs.mkdirSync(out, { recursive: true });
for (const [name, draw] of Object.entries(scenes)) {
  const text = draw();
  fs.writeFileSync(path.join(out, name), text);
  console.log(`${name}: ${(text.length / 1024).toFixed(1)} KiB`);
}
