import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { openPage } from '../fixtures/admin';
import { amountOf, putInCart } from '../fixtures/cart';
import { fillDeliveryAddress } from '../fixtures/checkout';
import { expect, signIn, signInAsAdmin, test } from '../fixtures/test';
import { insertUser } from '../fixtures/users';

/*
 * The money loop (issue 15), in the demo shop in November. Cart: 4 × Grand Celebration Pack ($249.99)
 * + 2 × Festival Balls ($29.99, BOGO): amount due $1,090.02 for delivery, deposit (20%, rounded up)
 * $218.01, the rest $872.01 (see orders.spec.ts for the arithmetic).
 */

/** A CSV text as rows of named cells (csv-stringify's quoting: "…" with "" inside). */
function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  const [header = [], ...data] = rows;
  return data.map((cells) => Object.fromEntries(header.map((name, n) => [name, cells[n] ?? ''])));
}

/** Clicks `button` and reads the file the browser saved. */
async function downloadOf(page: Page, button: Locator): Promise<{ name: string; rows: Record<string, string>[] }> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { name: download.suggestedFilename(), rows: parseCsv(fs.readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '')) };
}

async function recordPayment(page: Page, fields: { amount: string; method: string; reference: string }) {
  await page.getByLabel('Amount ($)', { exact: true }).fill(fields.amount);
  await page.getByLabel('Method').selectOption(fields.method);
  await page.getByLabel('Reference (optional)').fill(fields.reference);
  await page.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByText(`Payment of $${fields.amount} recorded.`)).toBeVisible();
}

test('from Create Order to the last dollar: instructions, deposit, a voided entry, the rest, completion and the CSVs', async ({
  page,
  browser,
  shop,
}) => {
  const customer = await insertUser(shop.databaseUrl as string);
  await putInCart(shop, customer, [
    { category: 'Assortments', title: 'Grand Celebration Pack', quantity: 4 },
    { category: 'Artillery', title: 'Festival Balls', quantity: 2 },
  ]);
  await signIn(page, customer.username, customer.password);

  // The customer orders; the spec's toast and page stay, and the toast links to the order.
  await page.goto('/checkout');
  await expect(page.getByTestId('checkout-amount')).toHaveText('$1,090.02');
  await fillDeliveryAddress(page);
  await page.getByRole('button', { name: 'Create Order' }).click();
  await expect(page).toHaveURL(/\/fireworks\/assortments$/);
  await expect(page.getByText('Order has been created. Wait for admin approval')).toBeVisible();
  const toastLink = page.getByRole('link', { name: /^View order FW-\d{2}-\d{5,}$/ });
  const number = ((await toastLink.textContent()) ?? '').replace('View order ', '');
  await toastLink.click();
  await expect(page).toHaveURL(/\/orders\/[^/]+$/);
  const orderPath = new URL(page.url()).pathname;

  // The instructions stay on the order page: amount due now, the number to pay to, the memo.
  await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
  const instructions = page.getByTestId('payment-instructions');
  await expect(instructions.getByTestId('amount-due-now')).toHaveText('$218.01');
  await expect(instructions.getByTestId('balance-due')).toHaveText('$1,090.02');
  await expect(instructions).toContainText('(555) 010-5678');
  await expect(instructions).toContainText(
    `In the payment message, write exactly this text, then your delivery address: "fireworks purchase ${number}"`,
  );
  await expect(page.getByTestId('deposit-status')).toHaveText('Deposit not received yet');
  // The card's two badges sit together after its title, not one of them in the middle of the row.
  const deposit = await page.getByTestId('deposit-status').boundingBox();
  const status = await page.getByTestId('order-card').getByText('UNCOMPLETE', { exact: true }).boundingBox();
  expect(deposit && status && status.x - (deposit.x + deposit.width)).toBeLessThan(24);
  await expect(page.getByText('No payments recorded yet.')).toBeVisible();

  // The admin finds the order on the desk and opens it.
  const admin = await openPage(browser, shop.url);
  await signInAsAdmin(admin);
  await admin.goto('/orders');
  await admin.getByRole('searchbox', { name: 'Search orders' }).fill(number);
  await expect(admin.getByTestId('order-card')).toHaveCount(1);
  // The desk draws its badges as badges: their styles come with them, not with an order card.
  const deskBadge = admin.getByTestId('order-card').getByTestId('deposit-status');
  await expect(deskBadge).toHaveText('Deposit not received yet');
  expect(await deskBadge.evaluate((badge) => getComputedStyle(badge).backgroundColor)).toBe('rgb(254, 226, 226)');
  await admin.getByTestId('order-card').getByRole('link', { name: 'View order' }).click();
  await expect(admin).toHaveURL(new RegExp(`${orderPath}$`));

  // The deposit.
  await recordPayment(admin, { amount: '218.01', method: 'zelle', reference: 'ZL-5501' });
  await expect(admin.getByTestId('deposit-status')).toHaveText('Deposit received');
  await expect(admin.getByTestId('payment')).toHaveCount(1);
  await expect(admin.getByTestId('payment')).toContainText('Recorded by admin');

  // The customer sees it: the deposit is in, the rest is due now.
  await page.reload();
  await expect(page.getByTestId('payment')).toHaveCount(1);
  await expect(page.getByTestId('payment')).toContainText('$218.01');
  await expect(page.getByTestId('deposit-status')).toHaveText('Deposit received');
  await expect(page.getByTestId('amount-due-now')).toHaveText('$872.01');

  // A wrong entry, voided with a reason: it stays, struck through.
  await recordPayment(admin, { amount: '100.00', method: 'cash', reference: '' });
  await admin.getByRole('button', { name: 'Void the payment of $100.00' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Void the payment of $100.00?' });
  await dialog.getByLabel('Reason').fill('Typed twice');
  await dialog.getByRole('button', { name: 'Void payment' }).click();
  await expect(admin.getByText('Payment voided.')).toBeVisible();
  const voided = admin.getByTestId('payment').filter({ hasText: '$100.00' });
  await expect(voided).toContainText('Voided: Typed twice');
  await expect(voided).toHaveClass(/fw-ledger__row--voided/);
  await expect(admin.getByTestId('balance-due')).toHaveText('$872.01');

  // Completing with money owed asks first and shows the balance; the admin keeps it open.
  await admin.getByLabel('Status').selectOption('COMPLETE');
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('This order still has a balance due of $872.01. Mark it COMPLETE anyway?')).toBeVisible();
  await admin.getByRole('button', { name: 'Keep UNCOMPLETE' }).click();

  // The rest, then completion without a question.
  await recordPayment(admin, { amount: '872.01', method: 'venmo', reference: 'VM-77' });
  await expect(admin.getByText('Nothing is due on this order: there is no payment to record.')).toBeVisible();
  await expect(amountOf(admin, 'Amount paid')).toHaveText('$1,090.02');
  await admin.getByLabel('Status').selectOption('COMPLETE');
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Order Successfully updated')).toBeVisible();
  await expect(admin.getByText(/still has a balance due/)).toHaveCount(0);

  // The customer sees each payment, the voided one with its reason, and nothing left to pay.
  await page.reload();
  await expect(page.getByTestId('payment')).toHaveCount(3);
  await expect(page.getByTestId('payment').filter({ hasText: '$218.01' })).toContainText('ZL-5501');
  await expect(page.getByTestId('payment').filter({ hasText: '$872.01' })).toContainText('VM-77');
  await expect(page.getByTestId('payment').filter({ hasText: '$100.00' })).toContainText('Voided: Typed twice');
  await expect(amountOf(page, 'Amount paid')).toHaveText('$1,090.02');
  // Nothing owed: the card says so in words, not as a balance due of $0.00.
  await expect(amountOf(page, 'Balance due')).toHaveCount(0);
  await expect(page.getByTestId('paid-in-full')).toHaveText('Paid in full');
  await expect(page.getByTestId('payment-instructions')).toHaveCount(0);

  // The accountant's CSVs, with the desk's filters: this customer's completed order, and its payments.
  await admin.goto('/orders');
  await admin.getByRole('button', { name: 'COMPLETE', exact: true }).click();
  await admin.getByRole('searchbox', { name: 'Search orders' }).fill(customer.username);
  await expect(admin.getByTestId('order-card')).toHaveCount(1);
  const ordersCsv = await downloadOf(admin, admin.getByRole('button', { name: 'Download orders (CSV)' }));
  expect(ordersCsv.name).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(ordersCsv.rows).toEqual([
    expect.objectContaining({
      orderNumber: number,
      status: 'COMPLETE',
      pickup: 'delivery',
      customerUsername: customer.username,
      amountDue: '1090.02',
      amountPaid: '1090.02',
      balanceDue: '0.00',
      minimumDeposit: '218.01',
      depositPaid: 'yes',
    }),
  ]);
  const paymentsCsv = await downloadOf(admin, admin.getByRole('button', { name: 'Download payments (CSV)' }));
  expect(paymentsCsv.name).toMatch(/^payments-\d{4}-\d{2}-\d{2}\.csv$/);
  // Only the payments of the order the desk shows.
  expect(new Set(paymentsCsv.rows.map((row) => row.orderNumber))).toEqual(new Set([number]));
  const ours = paymentsCsv.rows.filter((row) => row.orderNumber === number);
  expect(ours.map((row) => [row.amount, row.method, row.reference, row.voidReason, row.recordedBy]).sort()).toEqual([
    ['100.00', 'cash', '', 'Typed twice', 'admin'],
    ['218.01', 'zelle', 'ZL-5501', '', 'admin'],
    ['872.01', 'venmo', 'VM-77', '', 'admin'],
  ]);
  await admin.context().close();
});
