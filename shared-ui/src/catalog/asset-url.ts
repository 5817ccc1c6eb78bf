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
