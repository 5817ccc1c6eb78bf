/**
 * Keeps one `process.nextTick` queue entry alive for the life of the process (issue 13), so V8 never
 * forgets the shape (hidden class) of Node's tick objects.
 *
 * Why: Node builds each tick as `{ [async_id_symbol]: id, [trigger_async_id_symbol]: id, callback, args }`.
 * V8 caches the shape of each step of that literal, holding it weakly. A full garbage collection
 * while no tick is queued (the server's collection after startup, or V8's own when the shop is idle)
 * frees those shapes, and the next tick sees its cache entry cleared: V8 then marks the cache
 * megamorphic for good (Node 20's V8 does so for a literal's computed keys), and every later
 * nextTick (a few per HTTP request, inside Node's streams) defines its properties the slow way. In
 * the catalogue read that was about a sixth of the server's CPU (perf, README). One tick object
 * kept alive keeps its shapes alive, and the cache stays monomorphic.
 */
import { createHook } from 'node:async_hooks';

let kept: object | undefined;

/** Captures a tick object (once per process) and keeps it. Call before any full collection. */
export function keepTickObjectShape(): object | undefined {
  if (kept !== undefined) return kept;
  // The one public way to reach a tick object: an init hook sees it as the tick's resource. The
  // hook is on only for this one tick.
  const hook = createHook({
    init(_asyncId, type, _triggerAsyncId, resource) {
      if (type === 'TickObject' && kept === undefined) kept = resource;
    },
  });
  hook.enable();
  process.nextTick(() => {});
  hook.disable();
  return kept;
}
