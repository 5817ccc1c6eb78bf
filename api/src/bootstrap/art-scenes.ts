/**
 * One picture per kind of firework, so a customer sees what a category holds at a glance: a
 * fountain sprays, a smoke ball smokes, a cake fires from its box. Colours and placement vary
 * with the item's seed, so the items of one category are alike but never identical.
 */
import { burst, fmt as f, hsl, type Palette, type Rand, skyAndGround, smoke, sparks, trail, tube } from './art-kit';

export const ART_KINDS = [
  'shell',
  'assortment',
  'fountain',
  'sparkler',
  'firecracker',
  'romanCandle',
  'cake',
  'smallCake',
  'popper',
  'snake',
  'smokeBall',
  'spinner',
  'missile',
  'rocket',
] as const;
export type ArtKind = (typeof ART_KINDS)[number];

type Scene = (rand: Rand, palette: Palette) => string;

/** A box seen from the front-above: front, side and top faces, and a grid of tube mouths on top. */
function cakeBox(rand: Rand, palette: Palette, x: number, y: number, width: number, height: number, columns: number): string {
  const depth = width * 0.32;
  const rows = Math.max(2, Math.round(columns * 0.6));
  const mouths: string[] = [];
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < columns; col++) {
      const u = (col + 0.5) / columns;
      const v = (row + 0.5) / rows;
      mouths.push(
        `<ellipse cx="${f(x + u * width + v * depth * 0.6)}" cy="${f(y - v * depth * 0.6)}" rx="${f((width / columns) * 0.36)}" ry="${f((depth / rows) * 0.22)}" fill="#140d05"/>`,
      );
    }
  }
  const stripe = rand.pick([palette.accent, palette.third]);
  return `<path d="M${f(x)} ${f(y)} L${f(x + depth * 0.6)} ${f(y - depth * 0.6)} H${f(x + width + depth * 0.6)} L${f(x + width)} ${f(y)}Z" fill="${hsl(palette.hue, 45, 62)}"/>
<rect x="${f(x)}" y="${f(y)}" width="${f(width)}" height="${f(height)}" fill="${hsl(palette.hue, 70, 40)}"/>
<rect x="${f(x)}" y="${f(y + height * 0.3)}" width="${f(width)}" height="${f(height * 0.28)}" fill="${hsl(stripe, 85, 55)}"/>
<path d="M${f(x + width)} ${f(y)} L${f(x + width + depth * 0.6)} ${f(y - depth * 0.6)} V${f(y + height - depth * 0.6)} L${f(x + width)} ${f(y + height)}Z" fill="${hsl(palette.hue, 70, 26)}"/>
${mouths.join('')}`;
}

/** Comets fanning out of a box's top, ending in bursts. */
function volley(rand: Rand, palette: Palette, fromX: number, fromY: number, count: number, reach: number, burstSize: number): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const angle = -Math.PI / 2 + ((i - (count - 1) / 2) / Math.max(1, count - 1)) * 1.1 + rand.between(-0.08, 0.08);
    const length = reach * rand.between(0.7, 1);
    const x = fromX + Math.cos(angle) * length;
    const y = fromY + Math.sin(angle) * length;
    const hue = [palette.hue, palette.accent, palette.third][i % 3] as number;
    parts.push(trail(fromX + rand.between(-20, 20), fromY, x, y, hue, 4));
    if (burstSize > 0) parts.push(burst(rand, x, y - burstSize * 0.2, burstSize * rand.between(0.7, 1), hue, 16));
  }
  return parts.join('');
}

const SCENES: Record<ArtKind, Scene> = {
  /** A mortar tube on the ground, a shell climbing, and its big break above. */
  shell(rand, p) {
    const x = rand.between(250, 420);
    return `${skyAndGround(rand, p)}${burst(rand, rand.between(300, 500), rand.between(210, 280), 190, p.hue, 28)}
${burst(rand, rand.between(590, 680), rand.between(150, 210), 90, p.accent, 18)}
${trail(x + 55, 600, x + 80, 420, p.accent, 5)}
${tube(x, 560, 110, 150, p.third, p.accent)}`;
  },
  /** A crate of fireworks: a fountain cone, rockets, a cake, sparklers; small bursts behind. */
  assortment(rand, p) {
    const rockets = [0, 1, 2]
      .map((i) => {
        const x = 220 + i * 38;
        return `<line x1="${x}" y1="640" x2="${x + (i - 1) * 24}" y2="330" stroke="#b08a5a" stroke-width="6"/><rect x="${x + (i - 1) * 24 - 14}" y="300" width="28" height="110" rx="4" fill="${hsl([p.hue, p.accent, p.third][i] as number, 75, 50)}"/><path d="M${x + (i - 1) * 24 - 14} 300 l14 -34 l14 34Z" fill="${hsl(p.accent, 60, 80)}"/>`;
      })
      .join('');
    const sparklerWires = [0, 1, 2, 3]
      .map((i) => `<line x1="${560 + i * 10}" y1="640" x2="${590 + i * 24}" y2="370" stroke="#9aa0aa" stroke-width="4"/>`)
      .join('');
    return `${skyAndGround(rand, p, 720)}${burst(rand, 170, 170, 110, p.accent, 18)}${burst(rand, 620, 150, 120, p.hue, 20)}
${rockets}${sparklerWires}
<path d="M400 640 L430 420 H500 L530 640Z" fill="${hsl(p.third, 70, 50)}"/><path d="M410 560 H520 L515 600 H415Z" fill="${hsl(p.hue, 80, 60)}"/>
${sparks(rand, 465, 410, 60, 45, 14)}
<path d="M120 560 H680 L650 760 H150Z" fill="${hsl(30, 45, 34)}"/><path d="M120 560 H680 L672 600 H128Z" fill="${hsl(30, 45, 44)}"/>
<path d="M170 640 H630 M185 700 H615" stroke="${hsl(30, 40, 26)}" stroke-width="6"/>`;
  },
  /** A cone on the ground spraying a golden fountain. */
  fountain(rand, p) {
    const cx = rand.between(360, 440);
    const top = 520;
    const streams: string[] = [];
    const count = 26;
    for (let i = 0; i < count; i++) {
      const side = (i / (count - 1)) * 2 - 1; // -1 .. 1
      const height = rand.between(300, 420) * (1 - Math.abs(side) * 0.35);
      const spread = side * rand.between(140, 260);
      const endX = cx + spread * 1.35;
      const endY = top + rand.between(-40, 120);
      const hue = i % 4 === 0 ? p.hue : 42;
      streams.push(
        `<path d="M${f(cx)} ${top} Q${f(cx + spread * 0.5)} ${f(top - height * 1.6)} ${f(endX)} ${f(endY)}" stroke="${hsl(hue, 100, rand.between(62, 78))}" stroke-width="${f(rand.between(1.8, 3.2))}" fill="none" opacity="0.85" stroke-dasharray="${f(rand.between(10, 40))} ${f(rand.between(6, 14))}"/>`,
      );
    }
    return `${skyAndGround(rand, p)}<ellipse cx="${f(cx)}" cy="${top - 120}" rx="220" ry="200" fill="${hsl(45, 100, 60, 0.12)}"/>${streams.join('')}
${sparks(rand, cx, top, 70, 48, 12)}
<path d="M${f(cx - 30)} ${top} L${f(cx - 95)} 700 H${f(cx + 95)} L${f(cx + 30)} ${top}Z" fill="${hsl(p.accent, 75, 45)}"/>
<path d="M${f(cx - 52)} 600 L${f(cx - 72)} 650 H${f(cx + 72)} L${f(cx + 52)} 600Z" fill="${hsl(p.third, 85, 60)}"/>
<ellipse cx="${f(cx)}" cy="700" rx="95" ry="14" fill="${hsl(p.accent, 75, 30)}"/>`;
  },
  /** Sparkler wires held at an angle, each tip throwing forked sparks. */
  sparkler(rand, p) {
    const count = rand.pick([2, 3]);
    const parts: string[] = [];
    for (let i = 0; i < count; i++) {
      const baseX = 220 + i * 110 + rand.between(-20, 20);
      const tipX = baseX + rand.between(120, 220);
      const tipY = rand.between(200, 330);
      const hue = i === 1 ? p.hue : 45;
      parts.push(
        `<line x1="${f(baseX)}" y1="780" x2="${f(tipX)}" y2="${f(tipY)}" stroke="#8f949c" stroke-width="5"/>`,
        `<line x1="${f(baseX + (tipX - baseX) * 0.5)}" y1="${f(780 + (tipY - 780) * 0.5)}" x2="${f(tipX)}" y2="${f(tipY)}" stroke="#3b3b3b" stroke-width="9" stroke-linecap="round"/>`,
        sparks(rand, tipX, tipY, rand.between(120, 170), hue, 30),
      );
    }
    return `${skyAndGround(rand, p, 760)}${parts.join('')}`;
  },
  /** A strip of red firecrackers on a fuse, one going bang in a flash and smoke. */
  firecracker(rand, p) {
    const crackers: string[] = [];
    for (let i = 0; i < 8; i++) {
      const y = 330 + i * 48;
      const side = i % 2 ? 1 : -1;
      crackers.push(
        `<g transform="rotate(${side * 55} 400 ${y})"><rect x="400" y="${y - 13}" width="130" height="26" rx="4" fill="${hsl(i % 3 ? 2 : p.hue, 78, 45)}"/><rect x="500" y="${y - 13}" width="30" height="26" rx="4" fill="${hsl(45, 70, 70)}"/></g>`,
      );
    }
    const flashX = rand.between(560, 650);
    const flashY = rand.between(180, 240);
    const star = Array.from({ length: 18 }, (_, i) => {
      const r = i % 2 ? 50 : rand.between(120, 160);
      const a = (i / 18) * Math.PI * 2;
      return `${f(flashX + Math.cos(a) * r)} ${f(flashY + Math.sin(a) * r)}`;
    }).join(' L');
    return `${skyAndGround(rand, p, 740)}${smoke(rand, flashX - 40, flashY + 100, 110, p.hue, 6, 8)}
<path d="M${star}Z" fill="${hsl(48, 100, 62)}"/><circle cx="${f(flashX)}" cy="${f(flashY)}" r="55" fill="#fffbe6"/>
<path d="M400 300 V720" stroke="#6b5a3a" stroke-width="6"/>${crackers.join('')}
<path d="M400 300 Q420 250 390 220" stroke="#6b5a3a" stroke-width="5" fill="none"/>${sparks(rand, 390, 220, 40, 40, 10)}`;
  },
  /** Long candle tubes at an angle, a column of coloured balls climbing out of each. */
  romanCandle(rand, p) {
    const parts: string[] = [];
    const count = rand.pick([1, 2, 3]);
    for (let i = 0; i < count; i++) {
      const baseX = 400 + (i - (count - 1) / 2) * 150;
      const lean = rand.between(-10, 10) + (i - (count - 1) / 2) * 8;
      const hues = [p.hue, p.accent, p.third];
      const balls = Array.from({ length: 5 }, (_, k) => {
        const y = 380 - k * 70;
        const x = baseX + Math.tan((lean * Math.PI) / 180) * (430 - y);
        const hue = hues[(k + i) % 3] as number;
        return `<line x1="${f(x)}" y1="${f(y + 40)}" x2="${f(x)}" y2="${f(y)}" stroke="${hsl(hue, 90, 70, 0.5)}" stroke-width="6"/><circle cx="${f(x)}" cy="${f(y)}" r="26" fill="${hsl(hue, 100, 60, 0.3)}"/><circle cx="${f(x)}" cy="${f(y)}" r="13" fill="${hsl(hue, 100, 72)}"/>`;
      }).join('');
      parts.push(
        `${balls}<g transform="rotate(${f(lean)} ${f(baseX)} 720)">${tube(baseX - 22, 420, 44, 300, hues[i % 3] as number, 48)}</g>`,
      );
    }
    return `${skyAndGround(rand, p, 720)}${parts.join('')}`;
  },
  /** A big cake: a box of many tubes firing a fan of comets that break overhead. */
  cake(rand, p) {
    return `${skyAndGround(rand, p)}${volley(rand, p, 400, 500, 5, 380, 95)}${cakeBox(rand, p, 220, 520, 330, 170, 6)}`;
  },
  /** A little cake: a small box and a few short comets. */
  smallCake(rand, p) {
    return `${skyAndGround(rand, p)}${volley(rand, p, 400, 570, 3, 260, 60)}${cakeBox(rand, p, 300, 580, 190, 110, 3)}`;
  },
  /** A party popper cone firing streamers and confetti. */
  popper(rand, p) {
    const hues = [p.hue, p.accent, p.third, 50];
    const streamers = Array.from({ length: 7 }, (_, i) => {
      const angle = -2.1 + i * 0.22 + rand.between(-0.05, 0.05);
      const x = 300 + Math.cos(angle) * 420;
      const y = 520 + Math.sin(angle) * 420;
      return `<path d="M300 520 C${f(300 + Math.cos(angle + 0.5) * 150)} ${f(520 + Math.sin(angle + 0.5) * 150)} ${f(x - 80)} ${f(y + 90)} ${f(x)} ${f(y)}" stroke="${hsl(hues[i % 4] as number, 85, 60)}" stroke-width="8" fill="none" stroke-linecap="round"/>`;
    }).join('');
    const confetti = Array.from({ length: 40 }, (_, i) => {
      const x = rand.between(260, 780);
      const y = rand.between(60, 520);
      return `<rect x="${f(x)}" y="${f(y)}" width="${f(rand.between(10, 20))}" height="${f(rand.between(6, 12))}" fill="${hsl(hues[i % 4] as number, 90, 62)}" transform="rotate(${f(rand.between(0, 180))} ${f(x)} ${f(y)})"/>`;
    }).join('');
    return `${skyAndGround(rand, p, 760)}${streamers}${confetti}
<g transform="rotate(40 230 620)"><path d="M230 500 L170 760 H290Z" fill="${hsl(p.accent, 80, 55)}"/><path d="M214 570 L196 640 H264 L246 570Z" fill="#fff" opacity="0.85"/><path d="M188 690 L180 730 H280 L272 690Z" fill="${hsl(p.hue, 80, 45)}"/><ellipse cx="230" cy="500" rx="30" ry="10" fill="${hsl(p.accent, 70, 35)}"/></g>`;
  },
  /** A glow worm: a long grey-black ash snake curling up from its pellet. */
  snake(rand, p) {
    const points: string[] = [];
    let x = rand.between(250, 330);
    let y = 650;
    for (let i = 0; i < 7; i++) {
      const nx = x + rand.between(40, 90) * (i % 2 ? 1 : 0.6);
      const ny = y - rand.between(50, 80);
      points.push(`Q${f(x + (i % 2 ? 120 : -90))} ${f((y + ny) / 2)} ${f(nx)} ${f(ny)}`);
      x = nx;
      y = ny;
    }
    const path = `M300 680 ${points.join(' ')}`;
    return `${skyAndGround(rand, p, 700)}<ellipse cx="330" cy="700" rx="150" ry="26" fill="${hsl(p.accent, 15, 30)}"/>
${smoke(rand, x + 10, y - 40, 70, p.hue, 5, 6)}
<path d="${path}" stroke="#1c1c1f" stroke-width="46" fill="none" stroke-linecap="round"/>
<path d="${path}" stroke="#55565c" stroke-width="30" fill="none" stroke-linecap="round" stroke-dasharray="14 10"/>
<path d="${path}" stroke="${hsl(20, 100, 55)}" stroke-width="4" fill="none" stroke-dasharray="2 60" opacity="0.9"/>
<ellipse cx="300" cy="690" rx="42" ry="16" fill="#2a2a2e"/>${sparks(rand, x, y, 30, 25, 8)}`;
  },
  /** A smoke ball on the ground, its fuse lit, a big cloud of coloured smoke rising. */
  smokeBall(rand, p) {
    const cx = rand.between(340, 460);
    return `${skyAndGround(rand, p)}${smoke(rand, cx + 30, 330, 190, p.hue, 70, 12)}${smoke(rand, cx + 60, 420, 110, p.accent, 60, 6)}
<circle cx="${f(cx)}" cy="630" r="70" fill="${hsl(p.hue, 70, 45)}"/><circle cx="${f(cx - 22)}" cy="608" r="22" fill="#fff" opacity="0.3"/>
<path d="M${f(cx - 70)} 630 Q${f(cx)} 660 ${f(cx + 70)} 630" stroke="${hsl(p.accent, 80, 60)}" stroke-width="8" fill="none"/>
<path d="M${f(cx + 20)} 562 Q${f(cx + 40)} 520 ${f(cx + 30)} 490" stroke="#7a6a48" stroke-width="5" fill="none"/>${sparks(rand, cx + 30, 490, 34, 40, 8)}`;
  },
  /** A ground spinner with little wings, whirling in a ring of sparks. */
  spinner(rand, p) {
    const cx = rand.between(360, 440);
    const cy = rand.between(380, 440);
    const ring = Array.from({ length: 3 }, (_, i) => {
      const r = 90 + i * 60;
      return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${r}" ry="${f(r * 0.45)}" stroke="${hsl(i === 1 ? p.accent : 45, 100, 68)}" stroke-width="${5 - i}" fill="none" stroke-dasharray="${f(rand.between(30, 60))} ${f(rand.between(14, 30))}" transform="rotate(${f(rand.between(-12, 12))} ${f(cx)} ${f(cy)})"/>`;
    }).join('');
    return `${skyAndGround(rand, p)}${ring}${sparks(rand, cx, cy, 150, 45, 26)}
<ellipse cx="${f(cx - 48)}" cy="${f(cy - 24)}" rx="56" ry="34" fill="${hsl(p.hue, 85, 62)}" transform="rotate(-25 ${f(cx - 48)} ${f(cy - 24)})"/>
<ellipse cx="${f(cx + 48)}" cy="${f(cy - 24)}" rx="56" ry="34" fill="${hsl(p.hue, 85, 62)}" transform="rotate(25 ${f(cx + 48)} ${f(cy - 24)})"/>
<ellipse cx="${f(cx - 36)}" cy="${f(cy + 20)}" rx="36" ry="22" fill="${hsl(p.accent, 85, 60)}" transform="rotate(20 ${f(cx - 36)} ${f(cy + 20)})"/>
<ellipse cx="${f(cx + 36)}" cy="${f(cy + 20)}" rx="36" ry="22" fill="${hsl(p.accent, 85, 60)}" transform="rotate(-20 ${f(cx + 36)} ${f(cy + 20)})"/>
<rect x="${f(cx - 10)}" y="${f(cy - 50)}" width="20" height="90" rx="9" fill="#3a2b1a"/>`;
  },
  /** Little missiles whistling up in wavy trails, crackling at the top. */
  missile(rand, p) {
    const parts: string[] = [];
    for (let i = 0; i < 5; i++) {
      const x = 160 + i * 120 + rand.between(-25, 25);
      const top = rand.between(140, 330);
      const wave = Array.from({ length: 9 }, (_, k) => `L${f(x + (k % 2 ? 14 : -14))} ${f(700 - ((700 - top) * (k + 1)) / 9)}`).join(' ');
      const hue = [p.hue, p.accent, p.third][i % 3] as number;
      parts.push(
        `<path d="M${f(x)} 700 ${wave}" stroke="${hsl(hue, 90, 65, 0.7)}" stroke-width="3" fill="none"/>`,
        `<path d="M${f(x - 8)} ${f(top + 30)} h16 v-24 l-8 -16 l-8 16Z" fill="${hsl(hue, 80, 60)}"/>`,
        sparks(rand, x, top - 30, 50, hue, 10),
      );
    }
    return `${skyAndGround(rand, p, 720)}${parts.join('')}<rect x="250" y="690" width="300" height="40" rx="6" fill="${hsl(p.hue, 60, 35)}"/>`;
  },
  /** Big stick rockets climbing, one breaking in a burst. */
  rocket(rand, p) {
    const parts: string[] = [burst(rand, rand.between(520, 620), 180, 150, p.accent, 24)];
    for (let i = 0; i < 2; i++) {
      const x = 220 + i * 200 + rand.between(-20, 20);
      const y = 300 + i * 90;
      const hue = i ? p.hue : p.third;
      parts.push(
        trail(x + 20, y + 380, x + 20, y + 150, 40, 10),
        `<line x1="${f(x + 20)}" y1="${f(y + 110)}" x2="${f(x + 20)}" y2="${f(y + 330)}" stroke="#b08a5a" stroke-width="6"/>`,
        `<rect x="${f(x)}" y="${f(y)}" width="40" height="120" rx="6" fill="${hsl(hue, 75, 50)}"/><rect x="${f(x)}" y="${f(y + 45)}" width="40" height="20" fill="${hsl(p.accent, 80, 65)}"/>`,
        `<path d="M${f(x)} ${f(y)} L${f(x + 20)} ${f(y - 50)} L${f(x + 40)} ${f(y)}Z" fill="${hsl(hue, 40, 80)}"/>`,
      );
    }
    return `${skyAndGround(rand, p, 740)}${parts.join('')}`;
  },
};

export function drawScene(kind: ArtKind, rand: Rand, palette: Palette): string {
  return SCENES[kind](rand, palette);
}
