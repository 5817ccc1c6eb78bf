/**
 * What the item lists remember while the tab is open (sessionStorage, so a reload keeps it):
 * the category last viewed, the picture to enlarge, and the scroll position of each list.
 * Shared by the storefront and admin lists and the enlarged view (shared-ui is a singleton).
 */
import { create } from 'zustand';

export interface EnlargedPicture {
  title: string;
  imageUrl: string;
  gifUrl: string;
}

interface Remembered {
  lastCategoryPath: string | null;
  enlarged: EnlargedPicture | null;
  scroll: Record<string, number>;
}

interface CatalogViewState extends Remembered {
  rememberScroll(path: string, y: number): void;
  /** Before opening /fireworks-enlarged: the picture, and where to come back to. */
  openPicture(picture: EnlargedPicture, fromPath: string, scrollY: number): void;
}

const STORAGE_KEY = 'fireworks.catalog-view';
const DEFAULTS: Remembered = { lastCategoryPath: null, enlarged: null, scroll: {} };

function load(): Remembered {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    return raw ? { ...DEFAULTS, ...(JSON.parse(raw) as Partial<Remembered>) } : DEFAULTS;
  } catch {
    return DEFAULTS;
  }
}

function save({ lastCategoryPath, enlarged, scroll }: Remembered) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ lastCategoryPath, enlarged, scroll }));
  } catch {
    // storage unavailable: remembered for this page only
  }
}

export const useCatalogView = create<CatalogViewState>()((set, get) => ({
  ...load(),
  rememberScroll(path, y) {
    set({ scroll: { ...get().scroll, [path]: Math.max(0, Math.round(y)) }, lastCategoryPath: path });
    save(get());
  },
  openPicture(picture, fromPath, scrollY) {
    set({ enlarged: picture, lastCategoryPath: fromPath, scroll: { ...get().scroll, [fromPath]: Math.max(0, Math.round(scrollY)) } });
    save(get());
  },
}));

/** The list to return to from the enlarged view, if one was opened (the screens' paths are the remotes' to name). */
export const selectReturnPath = (state: CatalogViewState): string | null => state.lastCategoryPath;
