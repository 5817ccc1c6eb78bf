import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { assetUrl, selectReturnPath, useCatalogView } from 'shared-ui';
import { FIRST_LIST_PATH } from './paths';
import './catalog.css';

/**
 * Full-screen dark overlay with the enlarged gif (if the item has one) or image (spec §2).
 * A click anywhere, or Escape, returns to the category last viewed, where the list restores its scroll position.
 */
export default function EnlargedScreen() {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const picture = useCatalogView((s) => s.enlarged);
  const returnPath = useCatalogView(selectReturnPath) ?? FIRST_LIST_PATH;
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
