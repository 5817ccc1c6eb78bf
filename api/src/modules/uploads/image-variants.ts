/**
 * Images that load fast: every uploaded still image (and every demo picture) gets resized WebP
 * copies, offered to browsers as `srcset` so a phone downloads a 320 px picture, not a 4000 px
 * original. GIFs stay as they are (resizing would drop the animation or cost more than it saves).
 *
 * Variant keys carry their width: 'uploads/<name>-w640.webp', so a srcset can be built from the keys.
 */
/**
 * sharp (libvips, ~20 MB resident once loaded) is loaded on the first image, not at server start:
 * a server that takes no upload (every storefront process, a crowd) never maps it (issue 13 item 6).
 */
export async function loadSharp(): Promise<typeof import('sharp')['default']> {
  const sharp = (await import('sharp')).default;
  // libvips' operation cache (up to 50 MB) pays only when the same operation runs on the same input
  // again; the shop resizes each upload once, so the cache would only hold memory.
  sharp.cache(false);
  return sharp;
}

export const VARIANT_WIDTHS = [320, 640, 960, 1280] as const;
/** The widest variant: enough for a full-width picture on a 2x phone screen. */
const MAX_VARIANT_WIDTH = 1280;
/** Refuse decompression bombs: 50 megapixels is far above any product photo. */
export const MAX_INPUT_PIXELS = 50_000_000;

export interface ImageVariant {
  width: number;
  data: Buffer;
}

/** The widths worth generating for an image `width` pixels wide: the standard ones below it, and its own (capped). */
export function variantWidthsFor(width: number): number[] {
  const top = Math.min(width, MAX_VARIANT_WIDTH);
  return [...VARIANT_WIDTHS.filter((w) => w < top), top];
}

/** Displayed width of a decodable still image, and whether it already is an upright WebP; throws when sharp cannot read it. */
async function inspect(data: Buffer): Promise<{ width: number; uprightWebp: boolean }> {
  const sharp = await loadSharp();
  const meta = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  if (!meta.width || !meta.height) throw new Error('image without dimensions');
  const orientation = meta.orientation ?? 1;
  // EXIF orientations 5-8 are rotated by 90°: the displayed width is the stored height.
  return { width: orientation >= 5 ? meta.height : meta.width, uprightWebp: meta.format === 'webp' && orientation === 1 };
}

/** sharp could not read the file: the right first bytes, but broken or oversized content. */
export class UnreadableImageError extends Error {
  constructor(cause: unknown) {
    super(`unreadable image: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'UnreadableImageError';
  }
}

/** The variants of a still image; a GIF is only checked to be readable (it keeps no variants). */
export async function generateVariants(data: Buffer, isGif: boolean): Promise<ImageVariant[]> {
  try {
    const sharp = await loadSharp();
    if (isGif) {
      await sharp(data, { animated: true, limitInputPixels: MAX_INPUT_PIXELS }).stats();
      return [];
    }
    const { width: original, uprightWebp } = await inspect(data);
    return await Promise.all(
      variantWidthsFor(original).map(async (width) => ({
        width,
        // An upright WebP at exactly this width is its own variant: no second encoding.
        data:
          uprightWebp && width === original
            ? data
            : await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
                .rotate()
                .resize({ width, withoutEnlargement: true })
                .webp({ quality: 78 })
                .toBuffer(),
      })),
    );
  } catch (error) {
    throw new UnreadableImageError(error);
  }
}

/** 'uploads/abc.png' + 640 -> 'uploads/abc-w640.webp' */
export function variantKey(originalKey: string, width: number): string {
  return `${originalKey.replace(/\.[a-z]+$/, '')}-w${width}.webp`;
}

export function widthOfVariantKey(key: string): number | null {
  const match = /-w(\d{2,5})\.webp$/.exec(key);
  return match ? Number(match[1]) : null;
}

/** 'url 320w, url 640w' from variant keys, narrowest first ('' when there are none). */
export function srcsetFor(variantKeys: readonly string[], urlFor: (key: string) => string): string {
  return variantKeys
    .map((key) => ({ key, width: widthOfVariantKey(key) }))
    .filter((v): v is { key: string; width: number } => v.width !== null)
    .sort((a, b) => a.width - b.width)
    .map((v) => `${urlFor(v.key)} ${v.width}w`)
    .join(', ');
}
