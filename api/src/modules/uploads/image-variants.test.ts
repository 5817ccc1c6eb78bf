import sharp from 'sharp';
import { testImage } from '../../../test/uploads';
import { detectImageType, isPlainFileName } from './file-types';
import { prepareImage, srcsetFor, UnreadableImageError, variantKey, variantWidthsFor } from './image-variants';

describe('variant widths', () => {
  it.each([
    [200, [200]],
    [320, [320]],
    [800, [320, 640, 800]],
    [1280, [320, 640, 960, 1280]],
    [4000, [320, 640, 960, 1280]],
  ])('an image %i px wide gets %p', (width, expected) => {
    expect(variantWidthsFor(width)).toEqual(expected);
  });
});

describe('prepareImage', () => {
  it('makes upright WebP copies of a photo taken sideways (EXIF orientation 6)', async () => {
    const sideways = await sharp({ create: { width: 900, height: 500, channels: 3, background: '#c2410c' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const { variants } = await prepareImage(sideways, false);
    expect(variants.map((v) => v.width)).toEqual([320, 500]);
    const top = await sharp(variants[1]?.data).metadata();
    expect([top.format, top.width, top.height]).toEqual(['webp', 500, 900]);
  });

  it('reuses an upright WebP as its own widest variant instead of encoding it again', async () => {
    const webp = await testImage('webp', 700, 400);
    const { original, variants } = await prepareImage(webp, false);
    expect(variants.map((v) => v.width)).toEqual([320, 640, 700]);
    expect(variants[2]?.data).toBe(webp);
    // It carries no metadata, so the original is kept byte for byte.
    expect(original).toBe(webp);
  });

  it('refuses what sharp cannot read, and gives gifs no variants', async () => {
    await expect(prepareImage(Buffer.from('GIF89a-not-really'), true)).rejects.toBeInstanceOf(UnreadableImageError);
    const gif = await testImage('gif');
    expect(await prepareImage(gif, true)).toEqual({ original: gif, variants: [] });
  });
});

describe('keys and srcset', () => {
  it('names variants after the original and lists them narrowest first', () => {
    expect(variantKey('uploads/abc.png', 640)).toBe('uploads/abc-w640.webp');
    const keys = ['uploads/abc-w640.webp', 'uploads/abc-w320.webp', 'uploads/odd.webp'];
    expect(srcsetFor(keys, (k) => `/${k}`)).toBe('/uploads/abc-w320.webp 320w, /uploads/abc-w640.webp 640w');
  });
});

describe('file checks', () => {
  it('knows the four image types by their first bytes only', async () => {
    expect(detectImageType(await testImage('png'))?.contentType).toBe('image/png');
    expect(detectImageType(await testImage('jpeg'))?.contentType).toBe('image/jpeg');
    expect(detectImageType(await testImage('webp'))?.contentType).toBe('image/webp');
    expect(detectImageType(await testImage('gif'))?.contentType).toBe('image/gif');
    expect(detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImageType(Buffer.from('RIFF0000WAVE'))).toBeNull();
  });

  it.each(['photo.png', 'My Candle (2).JPG', 'a.b.c.webp'])('accepts the file name %s', (name) => {
    expect(isPlainFileName(name)).toBe(true);
  });

  it.each(['', '..', '.', '../x.png', 'a/b.png', 'a\\b.png', 'x..png', 'nul\u0000.png', 'x'.repeat(256)])(
    'refuses the file name %p',
    (name) => {
      expect(isPlainFileName(name)).toBe(false);
    },
  );
});
