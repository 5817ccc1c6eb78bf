/** The catalogue (spec §2 "Item list", §4 "Item"): item lists per category, admin item writes. */
import { type Static, Type } from '@sinclair/typebox';
import { needs } from './access';
import { errors, IdParams, MessageAnswer, Nullable, PriceText, REFUSED } from './common';
import { LIMITS, REQUEST_CAPS } from './limits';

const tags = ['catalogue'];

/** Prices arrive as '$12.99', '12.99' or 12.99; the service parses them (and refuses 0, negatives and text). */
const Price = Type.Union([Type.String({ maxLength: REQUEST_CAPS.amountText }), Type.Number()]);
const FileUrl = Type.String({ maxLength: REQUEST_CAPS.url });

export const CategoryQuery = Type.Object({ category: Type.String({ minLength: 1, maxLength: REQUEST_CAPS.category }) });

export const ItemIdParams = IdParams;

/** The item fields an admin edits (spec §4 "Item"). */
const editable = {
  title: Type.String({ maxLength: LIMITS.itemTitle }),
  description: Type.String({ maxLength: LIMITS.itemDescription }),
  price: Price,
  visible: Type.Boolean(),
  BOGO: Type.Boolean(),
  imageUrl: FileUrl,
  gifUrl: FileUrl,
  category: Type.String({ maxLength: REQUEST_CAPS.category }),
  /** Units in stock (a whole number ≥ 0), or null when stock is not tracked; the service checks it. */
  stock: Type.Union([Type.Number(), Type.Null()]),
  // Issue 40 item 4, optional details for the product page; null (or '' for text) clears one.
  effects: Nullable(Type.String({ maxLength: LIMITS.itemEffects })),
  /** Whole seconds, 0 to LIMITS.itemDurationSeconds; the service checks it. */
  durationSeconds: Nullable(Type.Number()),
  /** Whole shots, 0 to LIMITS.itemShotCount; the service checks it. */
  shotCount: Nullable(Type.Number()),
  safetyNotes: Nullable(Type.String({ maxLength: LIMITS.itemSafetyNotes })),
};

/** Any of the fields; `_id` may be sent back as received. */
export const UpdateItemBody = Type.Object(
  {
    ...Type.Partial(Type.Object(editable)).properties,
    _id: Type.Optional(Type.String({ maxLength: REQUEST_CAPS.id })),
    /**
     * The stock the editor showed when it opened. When `stock` is sent equal to it, the admin left the
     * stock alone and the item keeps the stock it has now: orders may have taken units meanwhile, which
     * saving the form's old number would give back (and the shop would sell them twice).
     */
    stockSeen: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
    /**
     * The price and visibility the editor showed when it opened. When `price` (compared as an amount)
     * or `visible` is sent equal to it, the admin left it alone and the item keeps its current value:
     * a bulk change may have repriced or hidden it meanwhile, which saving the form would undo.
     */
    priceSeen: Type.Optional(Price),
    visibleSeen: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const NewItemBody = Type.Object(
  { ...Type.Partial(Type.Object(editable)).properties, title: editable.title, price: editable.price, category: editable.category },
  { additionalProperties: false },
);

/** An item as the API answers it (the spec's field names; price as '$12.99'). */
export const ItemAnswer = Type.Object(
  {
    _id: Type.String(),
    category: Type.String(),
    title: Type.String(),
    description: Type.String(),
    price: PriceText,
    visible: Type.Boolean(),
    BOGO: Type.Boolean(),
    imageUrl: Type.String(),
    gifUrl: Type.String(),
    /** Resized WebP copies of the image for <img srcset>, e.g. '/uploads/a-w320.webp 320w, …' ('' when there are none). */
    imageSrcset: Type.String(),
    /** Units in stock; null when not tracked. */
    stock: Nullable(Type.Integer()),
    /** The product page's optional details (issue 40 item 4); null when not given. */
    effects: Nullable(Type.String()),
    durationSeconds: Nullable(Type.Integer()),
    shotCount: Nullable(Type.Integer()),
    safetyNotes: Nullable(Type.String()),
  },
  { title: 'Item' },
);

export const ItemList = Type.Array(ItemAnswer);

export const NewItemAnswer = Type.Object({ insertedId: Type.String(), message: Type.String() });

/** The items a bulk change is for: 1 to BULK_ITEMS_MAX ids (the service checks the count, in words). */
const BulkIds = Type.Array(Type.String({ maxLength: REQUEST_CAPS.id }), { maxItems: 1000 });

/**
 * POST /api/items/bulk (issue 40, the products table): show or hide the items, or change their
 * prices by a percentage (−90 to +500, e.g. '10' or '-12.5'), in one transaction.
 */
export const BulkItemsBody = Type.Object(
  {
    ids: BulkIds,
    action: Type.Union([Type.Literal('show'), Type.Literal('hide'), Type.Literal('price')]),
    /** For 'price': the percentage, as typed or a number. */
    percent: Type.Optional(Type.Union([Type.String({ maxLength: REQUEST_CAPS.amountText }), Type.Number()])),
  },
  { additionalProperties: false },
);

/** POST /api/items/bulk-stock: set the items' stock to a number, or add to it (a negative number takes away). */
export const BulkStockBody = Type.Object(
  {
    ids: BulkIds,
    mode: Type.Union([Type.Literal('set'), Type.Literal('add')]),
    quantity: Type.Number(),
  },
  { additionalProperties: false },
);

export const BulkItemsAnswer = Type.Object({ message: Type.String(), items: ItemList });

const adminWrite = errors(REFUSED.body, REFUSED.admin);

export const CatalogRoutes = {
  fireworks: {
    summary: 'The items of a category: customers see visible items only, admins all',
    tags,
    querystring: CategoryQuery,
    response: { 200: ItemList, ...errors(REFUSED.signedIn, [404]) },
  },
  updateItem: {
    ...needs('items:edit'),
    summary: 'Change any of an item’s fields (a change of its stock needs stock:edit too)',
    tags,
    params: ItemIdParams,
    body: UpdateItemBody,
    response: { 200: ItemAnswer, ...adminWrite, ...errors([404, 409]) },
  },
  deleteItem: {
    ...needs('items:edit'),
    summary: 'Delete an item (and the files only it showed)',
    tags,
    params: ItemIdParams,
    response: { 200: MessageAnswer, ...adminWrite, ...errors([404]) },
  },
  bulkItems: {
    ...needs('items:edit'),
    summary: 'Show, hide or change the price (by a percentage) of many items at once',
    tags,
    body: BulkItemsBody,
    response: { 200: BulkItemsAnswer, ...adminWrite, ...errors([404]) },
  },
  bulkStock: {
    ...needs('stock:edit'),
    summary: 'Set or add to the stock of many items at once',
    tags,
    body: BulkStockBody,
    response: { 200: BulkItemsAnswer, ...adminWrite, ...errors([404]) },
  },
  addNewItem: {
    ...needs('items:edit'),
    summary: 'Add an item (with a stock: stock:edit too)',
    tags,
    body: NewItemBody,
    response: { 201: NewItemAnswer, ...adminWrite, ...errors([409]) },
  },
};

export type Item = Static<typeof ItemAnswer>;
export type BulkItems = Static<typeof BulkItemsBody>;
export type BulkStock = Static<typeof BulkStockBody>;
export type ItemFields = Static<typeof UpdateItemBody>;
export type NewItemFields = Static<typeof NewItemBody>;
export type NewItemAnswer = Static<typeof NewItemAnswer>;
