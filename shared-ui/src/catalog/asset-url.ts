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
