/**
 * Each simulated customer's own address, sent as X-Forwarded-For to a server that trusts the
 * bench as its proxy (TRUST_PROXY=127.0.0.1): rate limits count each customer apart, as they do
 * behind a load balancer. 10.0.0.1 … 10.255.255.253, one per customer index.
 */
export function customerAddress(index) {
  const n = index + 1;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}
