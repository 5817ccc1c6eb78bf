/**
 * Deep links while signed out (e.g. the approval e-mail's link to the users list): the guard sends
 * the visitor to / with the page they asked for, and the sign-in returns there. A plain sign-in
 * still lands on /homepage (spec §4). Only same-origin paths are followed.
 */
type ReturnState = { from?: unknown } | null | undefined;

export function returnPath(state: unknown): string | null {
  const from = (state as ReturnState)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from === '/') return null;
  return from;
}

/** The state the sign-in guard hands to / for the page the visitor asked for. */
export function returnState(location: { pathname: string; search: string; hash: string }): { from: string } {
  return { from: `${location.pathname}${location.search}${location.hash}` };
}
