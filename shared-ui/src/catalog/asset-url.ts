import { apiUrl } from '../api/client';

/** Uploads kept by the API are addressed from its origin ('/uploads/…'); bucket URLs are absolute already. */
export function assetUrl(url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? apiUrl(url) : url;
}

/** The same for every URL of a srcset ('url 320w, url 640w'). */
export function assetSrcset(srcset: string): string {
  return srcset
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [url, width] = entry.split(/\s+/);
      return `${assetUrl(url as string)}${width ? ` ${width}` : ''}`;
    })
    .join(', ');
}

/**
 * An <img>'s src, srcSet and sizes for a picture with resized copies: the browser takes the narrowest
 * copy that fills `sizes` (the picture's display width); without copies, just the picture.
 */
export function pictureSources(url: string, srcset: string | undefined, sizes: string): { src: string; srcSet?: string; sizes?: string } {
  return srcset ? { src: assetUrl(url), srcSet: assetSrcset(srcset), sizes } : { src: assetUrl(url) };
}

/**
 * Asks for the first screen's largest pictures as soon as their addresses are known (its data has
 * arrived), while the screen's code is still coming: its <img>s, given the same srcset and sizes,
 * then find them loaded instead of asking after the screen's first render.
 */
export function preloadPictures(pictures: ReadonlyArray<{ imageUrl: string; imageSrcset?: string }>, sizes: string): void {
  for (const picture of pictures) {
    if (!picture.imageUrl) continue;
    const sources = pictureSources(picture.imageUrl, picture.imageSrcset, sizes);
    const link = document.createElement('link');
    const attributes = {
      rel: 'preload',
      as: 'image',
      href: sources.src,
      imagesrcset: sources.srcSet,
      imagesizes: sources.sizes,
      fetchpriority: 'high',
    };
    for (const [name, value] of Object.entries(attributes)) if (value) link.setAttribute(name, value);
    document.head.append(link);
  }
}
