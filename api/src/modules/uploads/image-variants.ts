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

const VARIANT_WIDTHS = [320, 640, 960, 1280] as const;
/** The widest variant: enough for a full-width picture on a 2x phone screen. */
const MAX_VARIANT_WIDTH = 1280;
/** Refuse decompression bombs: 50 megapixels is far above any product photo. */
const MAX_INPUT_PIXELS = 50_000_000;

interface ImageVariant {
  width: number;
  data: Buffer;
}

/** The widths worth generating for an image `width` pixels wide: the standard ones below it, and its own (capped). */
export function variantWidthsFor(width: number): number[] {
  const top = Math.min(width, MAX_VARIANT_WIDTH);
  return [...VARIANT_WIDTHS.filter((w) => w < top), top];
}

interface StillImage {
  /** Displayed width (EXIF orientations 5-8 are rotated by 90°: the stored height). */
  width: number;
  uprightWebp: boolean;
  /** EXIF, XMP or IPTC: where and when a photo was taken, the camera, its owner. */
  hasMetadata: boolean;
  format: 'jpeg' | 'png' | 'webp';
}

/** What sharp reads of a decodable still image; throws when it cannot read it. */
async function inspect(data: Buffer): Promise<StillImage> {
  const sharp = await loadSharp();
  const meta = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  if (!meta.width || !meta.height) throw new Error('image without dimensions');
  if (meta.format !== 'jpeg' && meta.format !== 'png' && meta.format !== 'webp') throw new Error(`unexpected format ${meta.format}`);
  const orientation = meta.orientation ?? 1;
  return {
    width: orientation >= 5 ? meta.height : meta.width,
    uprightWebp: meta.format === 'webp' && orientation === 1,
    hasMetadata: Boolean(meta.exif || meta.xmp || meta.iptc),
    format: meta.format,
  };
}

/**
 * The original as the shop keeps it. Uploads are public, so a photo's metadata (a phone writes its
 * GPS position into EXIF) must not be: an image carrying any is written again, upright, in its own
 * format and without it (sharp keeps no metadata unless asked); one carrying none is kept byte for byte.
 */
async function publicOriginal(data: Buffer, image: StillImage): Promise<Buffer> {
  if (!image.hasMetadata) return data;
  const sharp = await loadSharp();
  const upright = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  if (image.format === 'png') return upright.png().toBuffer();
  if (image.format === 'webp') return upright.webp({ quality: 90 }).toBuffer();
  return upright.jpeg({ quality: 90 }).toBuffer();
}

/** sharp could not read the file: the right first bytes, but broken or oversized content. */
export class UnreadableImageError extends Error {
  constructor(cause: unknown) {
    super(`unreadable image: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'UnreadableImageError';
  }
}

interface PreparedImage {
  /** The file to keep as the original (the upload itself, or the same picture without its metadata). */
  original: Buffer;
  variants: ImageVariant[];
}

/** The original to keep and the variants of a still image; a GIF is only checked to be readable and kept as sent. */
export async function prepareImage(data: Buffer, isGif: boolean): Promise<PreparedImage> {
  try {
    const sharp = await loadSharp();
    if (isGif) {
      await sharp(data, { animated: true, limitInputPixels: MAX_INPUT_PIXELS }).stats();
      return { original: data, variants: [] };
    }
    const image = await inspect(data);
    const original = await publicOriginal(data, image);
    const variants = await Promise.all(
      variantWidthsFor(image.width).map(async (width) => ({
        width,
        // An upright WebP at exactly this width is its own variant: no second encoding.
        data:
          image.uprightWebp && width === image.width
            ? original
            : await sharp(original, { limitInputPixels: MAX_INPUT_PIXELS })
                .rotate()
                .resize({ width, withoutEnlargement: true })
                .webp({ quality: 78 })
                .toBuffer(),
      })),
    );
    return { original, variants };
  } catch (error) {
    throw new UnreadableImageError(error);
  }
}

/** 'uploads/abc.png' + 640 -> 'uploads/abc-w640.webp' */
export function variantKey(originalKey: string, width: number): string {
  return `${originalKey.replace(/\.[a-z]+$/, '')}-w${width}.webp`;
}

function widthOfVariantKey(key: string): number | null {
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
