import { Type } from '@sinclair/typebox';

/** Prices arrive as '$12.99', '12.99' or 12.99; the service parses them (and refuses 0, negatives and text). */
const Price = Type.Union([Type.String({ maxLength: 32 }), Type.Number()]);
const FileUrl = Type.String({ maxLength: 2000 });

export const CategoryQuery = Type.Object({ category: Type.String({ minLength: 1, maxLength: 60 }) });

export const ItemIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });

/** The item fields an admin edits (spec §4 "Item"). `_id` may be sent back as received. */
const editable = {
  title: Type.String({ maxLength: 500 }),
  description: Type.String({ maxLength: 10_000 }),
  price: Price,
  visible: Type.Boolean(),
  BOGO: Type.Boolean(),
  imageUrl: FileUrl,
  gifUrl: FileUrl,
  category: Type.String({ maxLength: 60 }),
};

export const UpdateItemBody = Type.Object(
  { ...Type.Partial(Type.Object(editable)).properties, _id: Type.Optional(Type.String({ maxLength: 100 })) },
  { additionalProperties: false },
);

export const NewItemBody = Type.Object(
  {
    ...Type.Partial(Type.Object(editable)).properties,
    title: editable.title,
    price: editable.price,
    category: editable.category,
  },
  { additionalProperties: false },
);

/** An item as the API answers it (the spec's field names; price as '$12.99'). */
export const ItemAnswer = Type.Object({
  _id: Type.String(),
  category: Type.String(),
  title: Type.String(),
  description: Type.String(),
  price: Type.String(),
  visible: Type.Boolean(),
  BOGO: Type.Boolean(),
  imageUrl: Type.String(),
  gifUrl: Type.String(),
  /** Resized WebP copies of the image for <img srcset> ('' when there are none). */
  imageSrcset: Type.String(),
});

export const ItemList = Type.Array(ItemAnswer);
