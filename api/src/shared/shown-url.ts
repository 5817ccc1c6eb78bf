/**
 * A connection URL as the shop may print it (a refused setting, a database it cannot open): its
 * password replaced by `***`, whether in the user part (`postgres://shop:secret@db/shop`) or a
 * query parameter (`?password=secret`, which pg and libpq also read). A URL that does not parse
 * (a password with an unencoded `/`, `#` or `@`, a port out of range) hides all before its last
 * `@`: the printed value ends up in logs and terminals that others read.
 */
const PASSWORD_PARAM = /pass/i;

export function shownUrl(raw: string): string {
  try {
    const url = new URL(raw);
    if (url.password) url.password = '***';
    for (const key of [...url.searchParams.keys()]) if (PASSWORD_PARAM.test(key)) url.searchParams.set(key, '***');
    return url.toString();
  } catch {
    return raw
      .replace(/^([a-z][a-z0-9+.-]*:\/\/)?.*@/i, (_whole, scheme: string | undefined) => `${scheme ?? ''}***@`)
      .replace(/([?&][^=&#]*pass[^=&#]*=)[^&#]*/gi, '$1***');
  }
}
