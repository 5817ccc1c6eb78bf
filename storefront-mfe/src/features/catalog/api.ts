/**
 * The item list's server state: the category's items come from shared-ui (the admin list reads the
 * same query), and adding to the cart is a cart change, which refreshes the badge and the totals.
 */
export { useCartChange as useAddToCart } from 'shared-ui';
export { useCategoryItems } from 'shared-ui/catalog';
