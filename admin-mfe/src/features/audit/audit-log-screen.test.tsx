import type { AuditEntry } from '@fireworks/core/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'shared-ui';
import { requestsTo, serve } from 'shared-ui/testing';
import { renderScreen } from '../../common/render-screen';
import AuditLogScreen from './audit-log-screen';

function entry(n: number, fields: Partial<AuditEntry> = {}): AuditEntry {
  return {
    _id: `e${n}`,
    actorId: 'a1',
    actorUsername: 'admin',
    action: 'invite.create',
    targetType: 'invite_code',
    targetId: `t${n}`,
    details: { code: `CODE-${n}`, uses: 2 },
    createdAt: new Date(Date.UTC(2026, 10, 18, 12, 0, 0) - n * 60_000).toISOString(),
    ...fields,
  };
}

afterEach(() => act(() => setLanguage('en')));

describe('AuditLogScreen', () => {
  it('shows who did what and when, with readable actions and prices for amounts in cents', async () => {
    serve({
      'GET /api/audit-log': [
        200,
        [
          entry(1, { action: 'discount.create', actorUsername: 'sam', details: { minCents: 100000, maxCents: null, percentage: 10 } }),
          entry(2, { action: 'user.approve', details: { username: 'pat' } }),
          entry(3, { action: 'item.restock', details: { title: 'Big Cake' } }),
        ],
      ],
    });
    renderScreen(<AuditLogScreen />);
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[1] as HTMLElement).getByText('sam')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Added a discount rule')).toBeInTheDocument();
    const details = (row: number) => within(rows[row] as HTMLElement).getAllByRole('cell')[3];
    // Field names in the interface language; the recorded values marked as data a browser must not translate.
    expect(details(1)?.textContent).toBe('From: $1,000.00, Up to: —, Percentage: 10');
    expect(within(rows[2] as HTMLElement).getByText('Approved a user')).toBeInTheDocument();
    expect(details(2)?.textContent).toBe('Username: pat');
    expect(within(details(2) as HTMLElement).getByText('pat')).toHaveAttribute('translate', 'no');
    // An action without a text yet (another domain's new one) shows as recorded.
    expect(within(rows[3] as HTMLElement).getByText('item.restock')).toBeInTheDocument();
    expect(details(3)?.textContent).toBe('Title: Big Cake');

    await userEvent.type(screen.getByLabelText('Search the audit log'), 'pat');
    expect(screen.getAllByRole('row')).toHaveLength(2);
    await userEvent.type(screen.getByLabelText('Search the audit log'), 'zzz');
    expect(screen.getByText('No entries match your search.')).toBeInTheDocument();
  });

  it("names the season features' actions and fields, and shows a recorded calendar as its windows", async () => {
    serve({
      'GET /api/audit-log': [
        200,
        [
          entry(1, { action: 'order.payment', details: { orderNumber: 'FW-26-00042', amount: 120, method: 'zelle' } }),
          entry(2, {
            action: 'season.update',
            details: { after: { salesWindows: [{ start: '06-01', end: '07-04' }], preorderWindows: [] } },
          }),
        ],
      ],
    });
    renderScreen(<AuditLogScreen />);
    const rows = await screen.findAllByRole('row');
    const details = (row: number) => within(rows[row] as HTMLElement).getAllByRole('cell')[3];
    expect(within(rows[1] as HTMLElement).getByText('Recorded a payment')).toBeInTheDocument();
    expect(details(1)?.textContent).toBe('Order number: FW-26-00042, Amount: $120.00, Method: zelle');
    expect(within(rows[2] as HTMLElement).getByText('Changed the sales calendar')).toBeInTheDocument();
    expect(details(2)?.textContent).toBe('After – Sales windows: 06-01 – 07-04, After – Pre-order windows: ');
  });

  it('loads older entries on demand, page by page, without showing an entry twice', async () => {
    const all = Array.from({ length: 130 }, (_, i) => entry(i));
    serve({
      'GET /api/audit-log': ({ url }) => {
        const offset = Number(url.searchParams.get('offset') ?? 0);
        // One entry was written between the two pages: the second page starts one earlier.
        const start = offset === 0 ? 0 : offset - 1;
        return [200, all.slice(start, start + Number(url.searchParams.get('limit')))];
      },
    });
    renderScreen(<AuditLogScreen />);
    await screen.findByText('CODE-0', { exact: false });
    expect(screen.getAllByRole('row')).toHaveLength(101);
    await userEvent.click(screen.getByRole('button', { name: 'Show older entries' }));
    expect(await screen.findByText('CODE-129')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(131);
    expect(requestsTo('GET /api/audit-log').map((r) => r.url.search)).toEqual(['?limit=100', '?limit=100&offset=100']);
    expect(screen.queryByRole('button', { name: 'Show older entries' })).not.toBeInTheDocument();
  });

  it('flattens nested details and lists arrays, each field named', async () => {
    serve({
      'GET /api/audit-log': [
        200,
        [
          entry(1, {
            action: 'order.update',
            details: { before: { status: 'Pending', amountPayed: '0.00' }, after: { status: 'Paid', amountPayed: '120.00' } },
          }),
          entry(2, { action: 'item.update', details: { title: 'Big Cake', changed: ['priceCents', 'visible', 'shelf'] } }),
        ],
      ],
    });
    renderScreen(<AuditLogScreen />);
    const rows = await screen.findAllByRole('row');
    expect(within(rows[1] as HTMLElement).getAllByRole('cell')[3]?.textContent).toBe(
      'Before – Status: Pending, Before – Amount paid: $0.00, After – Status: Paid, After – Amount paid: $120.00',
    );
    expect(within(rows[2] as HTMLElement).getAllByRole('cell')[3]?.textContent).toBe('Title: Big Cake, Changed: Price, Visible, shelf');
  });

  it('says when nothing has been recorded yet', async () => {
    serve({ 'GET /api/audit-log': [200, []] });
    renderScreen(<AuditLogScreen />);
    expect(await screen.findByText('No admin actions recorded yet.')).toBeInTheDocument();
  });

  it('names the order by its number first, shows Before before After whatever order the database kept, and formats amounts', async () => {
    serve({
      'GET /api/audit-log': [
        200,
        [
          entry(1, {
            action: 'order.update',
            // jsonb's own key order: shorter keys first, so 'after' came before 'before' and the number last.
            details: {
              after: { status: 'COMPLETE', amountPayed: 1250.5 },
              before: { status: 'UNCOMPLETE', amountPayed: 250 },
              balanceDue: 0,
              orderNumber: 'FW-26-00042',
            },
          }),
        ],
      ],
    });
    renderScreen(<AuditLogScreen />);
    const rows = await screen.findAllByRole('row');
    expect(within(rows[1] as HTMLElement).getAllByRole('cell')[3]?.textContent).toBe(
      'Order number: FW-26-00042, Balance due: $0.00, Before – Status: UNCOMPLETE, Before – Amount paid: $250.00, ' +
        'After – Status: COMPLETE, After – Amount paid: $1,250.50',
    );
  });

  it('names every field of a deleted order handed over to its customer, and writes yes or no in the interface language', async () => {
    serve({
      'GET /api/audit-log': [
        200,
        [entry(1, { action: 'order.delete', details: { orderNumber: 'FW-26-00042', fundsReturned: 0, handedOver: true } })],
      ],
    });
    renderScreen(<AuditLogScreen />);
    const rows = await screen.findAllByRole('row');
    expect(within(rows[1] as HTMLElement).getAllByRole('cell')[3]?.textContent).toBe(
      'Order number: FW-26-00042, Funds returned: $0.00, Handed over: Yes',
    );
    act(() => setLanguage('es'));
    await waitFor(() =>
      expect(within(rows[1] as HTMLElement).getAllByRole('cell')[3]?.textContent).toBe(
        'Número de pedido: FW-26-00042, Fondos devueltos: $0.00, Entregado: Sí',
      ),
    );
  });

  it("asks the server for one person's entries (issue 41), and says when they did nothing", async () => {
    serve({
      'GET /api/audit-log': ({ url }) => {
        const actor = url.searchParams.get('actor');
        if (actor === 'nobody') return [200, []];
        return [
          200,
          actor === 'sam' ? [entry(1, { actorUsername: 'sam', action: 'order.payment' })] : [entry(1, { actorUsername: 'sam' }), entry(2)],
        ];
      },
    });
    renderScreen(<AuditLogScreen />);
    expect(await screen.findAllByRole('row')).toHaveLength(3);
    await userEvent.type(screen.getByLabelText('Person'), 'sam');
    expect(await screen.findByText('Recorded a payment')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(requestsTo('GET /api/audit-log').map((r) => r.url.searchParams.get('actor'))).toContain('sam');
    await userEvent.clear(screen.getByLabelText('Person'));
    await userEvent.type(screen.getByLabelText('Person'), 'nobody');
    expect(await screen.findByText('Nothing recorded for nobody.')).toBeInTheDocument();
  });
});
