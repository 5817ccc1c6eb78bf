import { CATEGORIES } from '@fireworks/core/rules';
import sharp from 'sharp';
import { ART_KINDS } from './art-scenes';
import { artworkSvg, renderArtwork } from './artwork';
import { CATEGORY_ART, DEMO_CATALOGUE } from './demo-catalogue';

it('draws every kind of firework without any text, the same picture for the same seed and another for another seed', () => {
  for (const kind of ART_KINDS) {
    const svg = artworkSvg(kind, 'Golden Geyser');
    expect(svg).not.toMatch(/<text|<tspan/);
    expect(artworkSvg(kind, 'Golden Geyser')).toBe(svg);
    expect(artworkSvg(kind, 'Rainbow Falls')).not.toBe(svg);
  }
});

it('gives the kid-friendly items their own pictures (a smoke ball is not an aerial shell)', () => {
  const kinds = new Set(CATEGORIES.flatMap((category) => DEMO_CATALOGUE[category].map((item) => item.art ?? CATEGORY_ART[category])));
  expect(kinds).toEqual(new Set(ART_KINDS));
  const kid = Object.fromEntries(DEMO_CATALOGUE['Kid Friendly'].map((item) => [item.title, item.art ?? CATEGORY_ART['Kid Friendly']]));
  expect(kid).toEqual({ 'Glow Worms': 'snake', 'Smoke Balls': 'smokeBall', 'Spinning Butterflies': 'spinner' });
});

it('renders small 800 px WebP files (at most 30 KB each)', async () => {
  for (const kind of ART_KINDS) {
    const image = await renderArtwork(kind, `${kind} demo`);
    const meta = await sharp(image).metadata();
    expect({ kind, format: meta.format, width: meta.width, height: meta.height }).toEqual({
      kind,
      format: 'webp',
      width: 800,
      height: 800,
    });
    expect(image.length).toBeLessThanOrEqual(30 * 1024);
  }
});
