import type { Item } from '@fireworks/core/contract';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCatalogView } from './catalog-view';

/**
 * Opens the enlarged view at `enlargedPath` (the storefront's screen) for an item, remembering this
 * list and its scroll position to come back to.
 */
export function useOpenPicture(enlargedPath: string): (item: Pick<Item, 'title' | 'imageUrl' | 'gifUrl'>) => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (item) => {
      useCatalogView.getState().openPicture({ title: item.title, imageUrl: item.imageUrl, gifUrl: item.gifUrl }, pathname, window.scrollY);
      navigate(enlargedPath);
    },
    [navigate, pathname, enlargedPath],
  );
}
