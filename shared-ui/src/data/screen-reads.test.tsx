import { useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { requestsTo, serve, TestProviders } from '../testing';
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
});
