import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
// Through 'shared-ui' itself (asset-url reaches the API client): this file is bundled by each
// remote (shared-ui/catalog), and a relative path would give it a second client, session and i18n.
import { assetUrl } from 'shared-ui';
import { selectReturnPath, useCatalogView } from './catalog-view';
import './enlarged-view.css';

/**
 * Full-screen dark overlay with the enlarged gif (if the item has one) or image (spec §2). A click
 * anywhere, or Escape, returns to the category last viewed, where the list restores its scroll
 * position. Both remotes mount it (the storefront for customers, the admin remote for the admin
 * catalogue, so the standalone console has it too).
 *
 * @param fallbackPath where to return when no list was opened before (a reload of the overlay).
 */
export function EnlargedView({ fallbackPath }: { fallbackPath: string }) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const picture = useCatalogView((s) => s.enlarged);
  const returnPath = useCatalogView(selectReturnPath) ?? fallbackPath;
  const button = useRef<HTMLButtonElement>(null);
  // Replace this entry, so Back from the list does not reopen the overlay.
  const back = useCallback(() => navigate(returnPath, { replace: true }), [navigate, returnPath]);

  useEffect(() => {
    button.current?.focus();
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') back();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [back]);

  const source = picture ? picture.gifUrl || picture.imageUrl : '';
  return (
    <button ref={button} type="button" className="sf-enlarged" onClick={back} aria-label={t('enlarged.back')}>
      {source ? (
        <img className="sf-enlarged__image" src={assetUrl(source)} alt={t('enlarged.label', { title: picture?.title })} />
      ) : (
        <span className="sf-enlarged__empty">{t('enlarged.nothing')}</span>
      )}
      <span className="sf-enlarged__hint" aria-hidden="true">
        {t('enlarged.back')}
      </span>
    </button>
  );
}
