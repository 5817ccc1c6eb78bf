/**
 * Demo artwork made locally: a picture of what the item is (a fountain spraying, a smoke ball
 * smoking, a cake firing…; see art-scenes.ts), coloured by the item's title, rendered to WebP by
 * sharp. No network, no stock images, and no text in the picture (the card shows the title).
 */
import { loadSharp } from '../modules/uploads/image-variants';
import { CANVAS, paletteOf, seededRand } from './art-kit';
import { type ArtKind, drawScene } from './art-scenes';

export type { ArtKind } from './art-scenes';

export function artworkSvg(kind: ArtKind, seed: string, size = 800): string {
  const rand = seededRand(seed);
  const palette = paletteOf(rand);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${CANVAS} ${CANVAS}">${drawScene(kind, rand, palette)}</svg>`;
}

/** The picture as the seed stores it: an 800 px square WebP (its resized copies are made like an upload's). */
export async function renderArtwork(kind: ArtKind, seed: string, size = 800): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(artworkSvg(kind, seed, size)))
    .webp({ quality: 72, effort: 5 })
    .toBuffer();
}
