import * as contract from './index';
import { LIMITS } from './limits';

type RouteEntry = { summary?: string; tags?: string[]; response: Record<string, unknown> };

const routeGroups = Object.entries(contract).filter(([name]) => name.endsWith('Routes')) as [string, Record<string, RouteEntry>][];

describe('the contract', () => {
  it.each(routeGroups)('%s: every entry has a summary, a tag, a success answer, and 400 and 500', (_name, routes) => {
    for (const [key, entry] of Object.entries(routes)) {
      const statuses = Object.keys(entry.response);
      expect({ key, summary: typeof entry.summary, tagged: (entry.tags ?? []).length > 0 }).toEqual({
        key,
        summary: 'string',
        tagged: true,
      });
      expect({ key, success: statuses.some((s) => /^2\d\d$/.test(s)) }).toEqual({ key, success: true });
      expect(statuses).toEqual(expect.arrayContaining(['400', '500']));
    }
  });

  it('puts the item limits the form and the service use on the item schemas', () => {
    for (const body of [contract.NewItemBody, contract.UpdateItemBody]) {
      expect(body.properties.title.maxLength).toBe(LIMITS.itemTitle);
      expect(body.properties.description.maxLength).toBe(LIMITS.itemDescription);
    }
    expect(LIMITS.itemTitle).toBe(120);
    expect(contract.UpdateNotesBody.properties.notes.maxLength).toBe(LIMITS.notes);
    expect(contract.UpdateCartBody.properties.cartItems.maxItems).toBe(LIMITS.cartLines);
  });
});
