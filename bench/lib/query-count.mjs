/**
 * Queries per request (issue 13 item 4): the server started with QUERY_COUNT_HEADER=on answers
 * `x-query-count`, the SQL statements it sent for that request. Measured one request at a time
 * (the count is process-wide), after the crowd or the orders, so caches are as warm as in the run.
 */
export const QUERY_COUNT_ENV = { QUERY_COUNT_HEADER: 'on' };

/** Statements of one request, or null when the server does not count. */
async function countOf(url, init) {
  const response = await fetch(url, init);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  const header = response.headers.get('x-query-count');
  return header === null ? null : Number(header);
}

/**
 * Statements of an item list, a cart update and an order creation by a signed-in customer
 * (`cart` is the body's cartItems; the order is created from it).
 */
export async function queriesPerRequest(url, token, cart) {
  const auth = { authorization: `Bearer ${token}` };
  const json = { ...auth, 'content-type': 'application/json' };
  const list = await countOf(`${url}/api/fireworks?category=assortments`, { headers: auth });
  const cartUpdate = await countOf(`${url}/api/update-cart`, { method: 'POST', headers: json, body: JSON.stringify({ cartItems: cart }) });
  const order = await countOf(`${url}/api/create-order`, {
    method: 'POST',
    headers: { ...json, 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify({ FundstoAdd: 0, isPickup: false }),
  });
  return { list, cartUpdate, order };
}
