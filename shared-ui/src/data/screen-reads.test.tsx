import { useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { useSession } from '../stores/session';
import { requestsTo, serve, TestProviders } from '../testing';
import { CART_IMAGE_SIZES, loadCart } from './cart';
import { discountRulesQuery, startScreenReads } from './screen-reads';

describe("a screen's first reads, started before it renders", () => {
  it('are asked for once: the screen then finds them cached; a name this build does not know is skipped', async () => {
    serve({
      'GET /api/discounts': [200, [{ _id: 'r1', priceRange: { min: 500, max: 1000 }, discountPercentage: 5 }]],
    });
    startScreenReads(['discounts', 'loyaltyPoints']);
    await waitFor(() => expect(requestsTo('GET /api/discounts')).toHaveLength(1));

    const { result } = renderHook(() => useQuery(discountRulesQuery), { wrapper: TestProviders });
    await waitFor(() => expect(result.current.data).toHaveLength(1));
    expect(requestsTo('GET /api/discounts')).toHaveLength(1);
  });

  it('a read that failed is asked for again by the screen, which shows the failure', async () => {
    serve({ 'GET /api/discounts': [500, { error: 'Something went wrong. Please try again.' }] });
    startScreenReads(['discounts']);
    await waitFor(() => expect(requestsTo('GET /api/discounts')).toHaveLength(1));
    const { result } = renderHook(() => useQuery(discountRulesQuery), { wrapper: TestProviders });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(requestsTo('GET /api/discounts')).toHaveLength(2);
  });

  it("the cart's read is the start-up's own, then asks for the first line's picture before the screen draws it", async () => {
    useSession.getState().signIn('token', { _id: 'u1', username: 'casey', admin: false } as never);
    const line = (title: string, imageSrcset?: string) => ({
      _id: title,
      category: 'Cakes',
      title,
      quantity: 1,
      imageUrl: `/uploads/${title}.webp`,
      ...(imageSrcset ? { imageSrcset } : {}),
      price: '$1.00',
      BOGO: false,
      freeQuantity: 0,
      lineTotal: 1,
    });
    serve({ 'GET /api/get-cart': [200, { cart: [line('first', '/uploads/first-w320.webp 320w'), line('second')] }] });
    void loadCart();
    startScreenReads(['cart']);
    await waitFor(() => expect(document.head.querySelectorAll('link[rel="preload"][as="image"]')).toHaveLength(1));
    const preload = document.head.querySelector('link[rel="preload"][as="image"]') as HTMLLinkElement;
    expect(preload.getAttribute('href')).toBe('/uploads/first.webp');
    expect(preload.getAttribute('imagesrcset')).toBe('/uploads/first-w320.webp 320w');
    expect(preload.getAttribute('imagesizes')).toBe(CART_IMAGE_SIZES);
    expect(requestsTo('GET /api/get-cart')).toHaveLength(1);
    preload.remove();
  });
});
