import type { Category } from '@fireworks/core/rules';
import type { ArtKind } from './art-scenes';

export interface DemoItem {
  title: string;
  description: string;
  priceCents: number;
  bogo?: boolean;
  visible?: boolean;
  /** The picture drawn for it, when not its category's usual one (CATEGORY_ART). */
  art?: ArtKind;
  /** The product page's optional details (issue 40 item 4), on a few items. */
  details?: { effects?: string; durationSeconds?: number; shotCount?: number; safetyNotes?: string };
}

/** What a category's demo pictures show (an item may differ: `DemoItem.art`). */
export const CATEGORY_ART: Record<Category, ArtKind> = {
  Artillery: 'shell',
  Assortments: 'assortment',
  Fountains: 'fountain',
  Sparklers: 'sparkler',
  'Black Cats': 'firecracker',
  'Roman Candles': 'romanCandle',
  Cakes: 'cake',
  'Small Cakes': 'smallCake',
  Poppers: 'popper',
  'Kid Friendly': 'spinner',
  Missiles: 'missile',
};

/** A small, believable catalogue: at least 3 items in each of the 11 categories. */
export const DEMO_CATALOGUE: Record<Category, DemoItem[]> = {
  Artillery: [
    { title: 'Thunder King Shells', description: '24 canister shells with peony and crackling breaks.', priceCents: 8999 },
    { title: 'Sky Commander', description: '12 heavy shells, each a double break of color and thunder.', priceCents: 12999 },
    {
      title: 'Festival Balls',
      description: '6 classic festival balls with tubes and launcher.',
      priceCents: 2999,
      bogo: true,
      details: {
        effects: 'Red, green and gold peonies with a crackling finish.',
        durationSeconds: 45,
        shotCount: 6,
        safetyNotes: 'Keep spectators 70 feet (21 m) away. Place the tube on flat, hard ground and never lean over it.',
      },
    },
  ],
  Assortments: [
    { title: 'Grand Celebration Pack', description: 'Cakes, fountains and candles for a full backyard show.', priceCents: 24999 },
    { title: 'Family Night Assortment', description: 'Gentle fountains and sparklers for all ages.', priceCents: 7999 },
    { title: 'Big Bang Box', description: 'Loud and proud: artillery, missiles and cakes.', priceCents: 14999 },
    { title: 'Starter Bundle', description: 'A little of everything to light up a small party.', priceCents: 3999, bogo: true },
  ],
  Fountains: [
    {
      title: 'Golden Geyser',
      description: 'A 40-second gold fountain with silver crackle.',
      priceCents: 1499,
      details: {
        effects: 'Gold sparks with silver crackle.',
        durationSeconds: 40,
        safetyNotes: 'Light on a flat surface; keep 20 feet away.',
      },
    },
    { title: 'Rainbow Falls', description: 'Color-changing fountain, red to green to blue.', priceCents: 1999, bogo: true },
    { title: 'Crackling Volcano', description: 'Tall crackling cone that erupts in stages.', priceCents: 2499 },
  ],
  Sparklers: [
    { title: 'Gold Sparklers 36"', description: 'Extra-long gold sparklers, 10 per pack.', priceCents: 1299 },
    { title: 'Color Sparklers', description: 'Red, green and blue sparklers, 48 per box.', priceCents: 899, bogo: true },
    { title: 'Heart Sparklers', description: 'Heart-shaped sparklers for weddings, 12 per pack.', priceCents: 1599 },
  ],
  'Black Cats': [
    { title: 'Black Cat Firecrackers 16s', description: 'Classic firecracker strip, 16 per pack.', priceCents: 499 },
    { title: 'Black Cat Brick', description: 'A brick of 80 packs of classic firecrackers.', priceCents: 5999 },
    { title: 'Black Cat Lightning Bang', description: 'Loud report with a flash of light, 24 pieces.', priceCents: 1899 },
  ],
  'Roman Candles': [
    { title: '10-Ball Roman Candle', description: 'Ten colored stars, one after another.', priceCents: 699 },
    {
      title: 'Magic Candle 100',
      description: '100 shots of mixed colors and whistles.',
      priceCents: 2999,
      bogo: true,
      details: {
        effects: 'Mixed color stars and whistles.',
        shotCount: 100,
        safetyNotes: 'Bury the base in soft ground and never hold it in the hand.',
      },
    },
    { title: 'Titanium Candles', description: 'Bright titanium stars with crackling tails, 4 pack.', priceCents: 1799 },
  ],
  Cakes: [
    { title: 'Finale Rack 200 Shot', description: 'A 200-shot finale that fills the sky.', priceCents: 19999 },
    {
      title: 'Neon Nights',
      description: '49 shots of neon peonies and strobes.',
      priceCents: 8999,
      details: { effects: 'Neon peonies and white strobes.', durationSeconds: 60, shotCount: 49 },
    },
    { title: 'Brocade Crown', description: '36 shots of gold brocade crowns.', priceCents: 6999 },
  ],
  'Small Cakes': [
    { title: 'Lucky Seven', description: '7 shots of crackling color.', priceCents: 1299 },
    { title: 'Mini Meteor', description: '16 shots of red and green comets.', priceCents: 1999 },
    { title: 'Happy Hour', description: '12 shots of whistles and peonies.', priceCents: 1599, bogo: true },
  ],
  Poppers: [
    { title: 'Party Poppers 72', description: 'Streamer poppers for birthdays, 72 pieces.', priceCents: 899 },
    { title: 'Snap Pops', description: 'Throw-down snappers, 250 per box.', priceCents: 499, bogo: true },
    { title: 'Confetti Cannons', description: 'Hand-held confetti cannons, 6 pack.', priceCents: 2499 },
  ],
  'Kid Friendly': [
    { title: 'Glow Worms', description: 'Snakes that grow from pellets, no report.', priceCents: 399, art: 'snake' },
    { title: 'Smoke Balls', description: 'Colored smoke balls, 12 pieces.', priceCents: 699, art: 'smokeBall' },
    { title: 'Spinning Butterflies', description: 'Little spinners that lift off gently.', priceCents: 599, bogo: true },
  ],
  Missiles: [
    { title: 'Whistling Missiles 50', description: '50 whistling missiles with crackling tails.', priceCents: 1499 },
    { title: 'Saturn Missile Battery', description: '100 shots of whistling missiles in a row.', priceCents: 2999 },
    { title: 'Sky Rockets Deluxe', description: '12 large stick rockets with color breaks.', priceCents: 3999, art: 'rocket' },
  ],
};
