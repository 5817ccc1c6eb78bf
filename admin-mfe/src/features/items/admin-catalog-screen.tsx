import type { Item } from '@fireworks/core/contract';
import { LOW_STOCK_THRESHOLD } from '@fireworks/core/rules';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { Button, errorText, Page, useToast } from 'shared-ui';
import { ItemGrid, ItemListStatus, useCategoryItems, useOpenPicture, useScrollMemory } from 'shared-ui/catalog';
import { ConfirmDialog } from 'shared-ui/dialogs';
import { useFocusAfterDelete } from '../../common/focus-after-delete';
import { useDeleteItem } from './api';
import { ItemForm } from './item-form';

/** The storefront's enlarged picture (a link to its screen, not its code). */

import '../../common/admin.css';
import './items.css';
import { ENLARGED_PATH } from './paths';

/** Visible and BOGO flags, Edit and Delete: what an admin sees under each item instead of cart controls. */
function AdminItemControls({ item, onEdit, onDelete }: { item: Item; onEdit(): void; onDelete(button: HTMLButtonElement): void }) {
  const { t } = useTranslation('catalog');
  return (
    <>
      <p className="ad-item-flags">
        <span className={item.visible ? 'ad-flag ad-flag--on' : 'ad-flag ad-flag--off'}>
          {item.visible ? t('admin.visibleYes') : t('admin.visibleNo')}
        </span>
        <span className={item.BOGO ? 'ad-flag ad-flag--on' : 'ad-flag ad-flag--off'}>
          {item.BOGO ? t('admin.bogoYes') : t('admin.bogoNo')}
        </span>
        <span className={item.stock !== null && item.stock <= LOW_STOCK_THRESHOLD ? 'ad-flag ad-flag--off' : 'ad-flag ad-flag--on'}>
          {item.stock === null ? t('stock:admin.notTracked') : t('stock:admin.stockShown', { count: item.stock })}
        </span>
      </p>
      <div className="ad-item-actions">
        <Button variant="secondary" onClick={onEdit} aria-label={t('admin.editFor', { title: item.title })}>
          {t('admin.edit')}
        </Button>
        <Button
          variant="danger"
          onClick={(event) => onDelete(event.currentTarget)}
          aria-label={t('admin.deleteFor', { title: item.title })}
        >
          {t('admin.delete')}
        </Button>
      </div>
    </>
  );
}

/** Item list with editing for admins (spec §2): every item, its flags, edit, delete (Yes/No) and a separate add form. */
export default function AdminCatalogScreen() {
  const { t } = useTranslation('catalog');
  const toast = useToast();
  const { category: param = '' } = useParams();
  const { pathname } = useLocation();
  const { category, query } = useCategoryItems(param);
  const openPicture = useOpenPicture(ENLARGED_PATH);
  // ?edit=<id> (the low-stock list's links) opens that item's form.
  const [searchParams] = useSearchParams();
  const [editingId, setEditingId] = useState<string | null>(() => searchParams.get('edit'));
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const removal = useDeleteItem(category ?? 'Assortments');
  // After a delete the keyboard goes to the next card's Delete (the previous one's, else Add item).
  const addButton = useRef<HTMLButtonElement>(null);
  const focusAfterDelete = useFocusAfterDelete(addButton);
  useScrollMemory(pathname, query.isSuccess);

  // A saved form has marked the list stale already: it is read again by itself.
  const afterForm = () => {
    setEditingId(null);
    setAdding(false);
  };

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await removal.mutateAsync(deleting);
      focusAfterDelete.deleted();
      toast.success(t('messages.deleted'));
    } catch (caught) {
      // The server's reason (e.g. deleted meanwhile by another admin: the list is read again), else the spec's text.
      toast.error(errorText(caught, { failed: t('failures.delete'), unreachable: t('failures.delete') }));
    } finally {
      setDeleting(null);
    }
  }

  const editing = query.data?.find((item) => item._id === editingId);

  return (
    <Page
      title={category ? t(`common:categories.${category}`) : param}
      wide
      actions={
        category && (
          <Button
            ref={addButton}
            onClick={() => {
              setEditingId(null);
              setAdding(true);
            }}
          >
            {t('admin.addItem')}
          </Button>
        )
      }
    >
      <ItemListStatus known={category !== null} query={query} param={param} />
      {query.isSuccess && category && (
        <ItemGrid
          items={query.data}
          onOpenImage={openPicture}
          markHidden
          controls={(item) => (
            <AdminItemControls
              item={item}
              onEdit={() => {
                setAdding(false);
                setEditingId(item._id);
              }}
              onDelete={(button) => {
                focusAfterDelete.remember(button);
                setDeleting(item);
              }}
            />
          )}
        />
      )}
      {/* The add and edit forms open as dialogs over the list (issue 18), so the grid keeps its shape. */}
      {adding && category && <ItemForm key={`add-${category}`} category={category} onDone={afterForm} />}
      {editing && category && <ItemForm key={editing._id} item={editing} category={category} onDone={afterForm} />}
      <ConfirmDialog
        open={deleting !== null}
        message={t('admin.confirmDelete', { title: deleting?.title ?? '' })}
        busy={removal.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
        returnFocus={focusAfterDelete.returnFocus}
      />
    </Page>
  );
}
