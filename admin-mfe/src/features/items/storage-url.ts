/**
 * Spec §5: an image URL must be in a recognisable storage-path format. Ours are '/uploads/<name>'
 * (local storage) or Firebase download URLs '…/v0/b/<bucket>/o/uploads%2F<name>?alt=media…'.
 * The server checks again, and also that the file was uploaded here.
 */
const LOCAL = /^\/uploads\/[A-Za-z0-9][A-Za-z0-9._-]*$/;
const FIREBASE = /^https?:\/\/[^/\s]+\/v0\/b\/[^/\s]+\/o\/uploads%2F[A-Za-z0-9][A-Za-z0-9._-]*(\?[^\s#]*)?$/;

export function isStorageUrl(url: string): boolean {
  return (LOCAL.test(url) || FIREBASE.test(url)) && !url.includes('..');
}
