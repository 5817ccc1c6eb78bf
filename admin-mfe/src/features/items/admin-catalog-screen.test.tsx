import type { Item, User } from '@fireworks/core/contract';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { setLanguage, useSession } from 'shared-ui';
import {
  type HandledRequest,
  networkError,
  type Reply,
  requests,
  requestsTo,
  serve,
  submitTwiceAtOnce,
  TestProviders,
  testItem,
} from 'shared-ui/testing';
import AdminCatalogScreen from './admin-catalog-screen';

const item = testItem;

const candles = [item({ title: 'Magic Candle', price: '$29.99', BOGO: true }), item({ title: 'Hidden Candle', visible: false })];

let uploaded: number;

/** POST /api/uploads (an XHR with a multipart body) answered like the server: a new file under /uploads. */
function storeUpload({ body }: HandledRequest<'POST /api/uploads'>): Reply<'POST /api/uploads'> {
  const file = (body as unknown as FormData).get('file') as File;
  uploaded += 1;
  const ext = file.name.split('.').pop();
  return [
    201,
    {
      _id: `u${uploaded}`,
      url: `/uploads/new-${uploaded}.${ext}`,
      contentType: file.type,
      size: file.size,
      srcset: '',
      message: 'Uploaded.',
    },
  ];
}

/** The server answers uploads only when the test calls the function returned: until then the file is on its way. */
function holdUploads(): () => void {
  let finish: () => void = () => {};
  const arrived = new Promise<void>((resolve) => {
    finish = resolve;
  });
  serve({ 'POST /api/uploads': async (request) => arrived.then(() => storeUpload(request)) });
  return () => finish();
}

beforeEach(() => {
  // jsdom does not scroll; the list restores its scroll position with window.scrollTo.
  jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  localStorage.clear();
  sessionStorage.clear();
  useSession.getState().signIn('token', { _id: 'a1', username: 'admin', admin: true } as User);
  serve({
    'GET /api/fireworks': [200, candles],
    'POST /api/delete-upload': [200, { message: 'File deleted.' }],
    'POST /api/uploads': storeUpload,
  });
  uploaded = 0;
});
afterEach(() => {
  jest.restoreAllMocks();
  act(() => setLanguage('en'));
});

function renderList(entry = '/fireworks/roman_candles') {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/fireworks/:category" element={<AdminCatalogScreen />} />
      </Routes>
    </MemoryRouter>,
    { wrapper: TestProviders },
  );
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'candle.png', { type: 'image/png' });
const gif = () => new File([new Uint8Array([0x47, 0x49, 0x46])], 'candle.gif', { type: 'image/gif' });

/** The list with the Add form open, a valid new item typed in it; the server takes the add. */
async function fillAddForm() {
  serve({ 'POST /api/addNewItem/': [201, { insertedId: 'new', message: 'Successfully added new item!' }] });
  renderList();
  await userEvent.click(await screen.findByRole('button', { name: 'Add item' }));
  const form = screen.getByRole('form', { name: 'Add an item to Roman Candles' });
  await userEvent.type(within(form).getByLabelText('Title'), 'Blue Comet');
  await userEvent.type(within(form).getByLabelText('Price'), '8.50');
  return form;
}

describe('admin item list', () => {
  it('shows every item with its visible and BOGO flags, and no cart controls or BOGO notice', async () => {
    renderList();
    const hidden = await screen.findByRole('article', { name: 'Hidden Candle' });
    expect(within(hidden).getByText('Visible: No')).toBeInTheDocument();
    expect(within(hidden).getByText('BOGO: No')).toBeInTheDocument();
    const magic = screen.getByRole('article', { name: 'Magic Candle' });
    expect(within(magic).getByText('Visible: Yes')).toBeInTheDocument();
    expect(within(magic).getByText('BOGO: Yes')).toBeInTheDocument();
    expect(magic).toHaveClass('fw-item-card--bogo');
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(screen.queryByText('Buy one get one Free!!')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /to cart/ })).not.toBeInTheDocument();
  });

  it('marks hidden items plainly: a Hidden badge and a dimmed card; visible items carry neither', async () => {
    renderList();
    const hidden = await screen.findByRole('article', { name: 'Hidden Candle' });
    expect(within(hidden).getByText('Hidden')).toBeInTheDocument();
    expect(hidden).toHaveClass('fw-item-card--hidden');
    const magic = screen.getByRole('article', { name: 'Magic Candle' });
    expect(within(magic).queryByText('Hidden')).not.toBeInTheDocument();
    expect(magic).not.toHaveClass('fw-item-card--hidden');
  });

  it('edits in a dialog over the list: the grid keeps every card, Escape closes it without saving', async () => {
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Magic Candle' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Magic Candle' });
    expect(within(dialog).getByRole('form', { name: 'Edit Magic Candle' })).toBeInTheDocument();
    // The card stays in its place in the grid (the old inline form replaced it).
    expect(screen.getByRole('article', { name: 'Magic Candle' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Magic Candle' })).not.toBeInTheDocument());
    expect(requests.some((c) => c.method === 'POST')).toBe(false);
  });

  it('opens the form of the item named by ?edit= (the low-stock list links here)', async () => {
    renderList('/fireworks/roman_candles?edit=id-Magic%20Candle');
    expect(await screen.findByRole('form', { name: 'Edit Magic Candle' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Edit Hidden Candle' })).not.toBeInTheDocument();
  });

  it('deletes an item after Yes, and keeps it after No', async () => {
    serve({ 'POST /api/delete-item/:id': [200, { message: 'Successfully deleted item!' }] });
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Magic Candle' }));
    expect(screen.getByText('Are you sure you want to delete Magic Candle?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(requests.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Magic Candle' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Successfully deleted item!')).toBeInTheDocument();
    expect(requestsTo('POST /api/delete-item/id-Magic%20Candle')).toHaveLength(1);
    // The list is read again by itself.
    await waitFor(() => expect(requestsTo('GET /api/fireworks')).toHaveLength(2));
  });

  it("after a delete, the keyboard goes to the next card's Delete (the previous one's when it was last, Add item when none is left)", async () => {
    const three = [...candles, item({ title: 'Gold Candle' })];
    let listed = three;
    serve({
      'GET /api/fireworks': () => [200, listed],
      'POST /api/delete-item/:id': ({ params }) => {
        listed = listed.filter((candle) => candle._id !== params.id);
        return [200, { message: 'Successfully deleted item!' }];
      },
    });
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Magic Candle' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Magic Candle' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Delete Hidden Candle' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Gold Candle' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Gold Candle' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Delete Hidden Candle' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Hidden Candle' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Hidden Candle' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Add item' })).toHaveFocus();
  });

  it('after a refused delete, the keyboard goes back to the Delete pressed', async () => {
    serve({ 'POST /api/delete-item/:id': [500, { error: 'Something went wrong' }] });
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Magic Candle' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete Magic Candle' })).toHaveFocus());
  });

  it("says why a delete was refused (another admin deleted it meanwhile) and reads the list again, so the item goes; else the spec's text, in Spanish too", async () => {
    let listed = candles;
    serve({
      'GET /api/fireworks': () => [200, listed],
      'POST /api/delete-item/:id': [404, { error: 'No such item. It may have been deleted.' }],
    });
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Magic Candle' }));
    listed = candles.filter((candle) => candle.title !== 'Magic Candle');
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('No such item. It may have been deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Magic Candle' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Hidden Candle' })).toBeInTheDocument();

    act(() => setLanguage('es'));
    serve({ 'POST /api/delete-item/:id': networkError });
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar Hidden Candle' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sí' }));
    expect(await screen.findByText('No se pudo eliminar el artículo. Inténtelo de nuevo.')).toBeInTheDocument();
  });

  it('sends the stock the form showed beside the stock typed, so units sold while it was open stay sold', async () => {
    serve({
      'GET /api/fireworks': [200, [item({ title: 'Counted Candle', stock: 6 })]],
      'POST /api/update-item/:id': ({ body }) => [
        200,
        { ...item({ title: 'Counted Candle', stock: 4 }), description: String(body.description) },
      ],
    });
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Counted Candle' }));
    const form = screen.getByRole('form', { name: 'Edit Counted Candle' });
    await userEvent.type(within(form).getByLabelText('Description'), 'Gold crackle.');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully updated item!')).toBeInTheDocument();
    expect(requestsTo('POST /api/update-item/id-Counted%20Candle')[0]?.body).toMatchObject({ stock: 6, stockSeen: 6 });
  });

  it('sends the price and visibility the form showed, so a bulk change made while it was open stays', async () => {
    serve({ 'POST /api/update-item/:id': ({ body }) => [200, { ...(candles[1] as Item), description: String(body.description) }] });
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Hidden Candle' }));
    const form = screen.getByRole('form', { name: 'Edit Hidden Candle' });
    await userEvent.type(within(form).getByLabelText('Description'), 'Gold crackle.');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully updated item!')).toBeInTheDocument();
    expect(requestsTo('POST /api/update-item/id-Hidden%20Candle')[0]?.body).toMatchObject({
      price: '1.00',
      priceSeen: '1.00',
      visible: false,
      visibleSeen: false,
    });
  });

  it('sends no seen values when adding an item (there was nothing to see)', async () => {
    const form = await fillAddForm();
    await userEvent.click(within(form).getByRole('button', { name: 'Add item' }));
    expect(await screen.findByText('Successfully added new item!')).toBeInTheDocument();
    const body = requestsTo('POST /api/addNewItem/')[0]?.body;
    expect(body).not.toHaveProperty('priceSeen');
    expect(body).not.toHaveProperty('visibleSeen');
  });

  it('saves an edit once when Save is sent twice before it renders busy (a double tap, Enter twice)', async () => {
    serve({ 'POST /api/update-item/:id': ({ body }) => [200, { ...(candles[0] as Item), description: String(body.description) }] });
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Magic Candle' }));
    const form = screen.getByRole('form', { name: 'Edit Magic Candle' });
    await userEvent.type(within(form).getByLabelText('Description'), 'Gold crackle.');
    submitTwiceAtOnce(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully updated item!')).toBeInTheDocument();
    expect(requestsTo('POST /api/update-item/id-Magic%20Candle')).toHaveLength(1);
  });

  it('adds the item once when Add item is sent twice before it renders busy', async () => {
    const form = await fillAddForm();
    submitTwiceAtOnce(within(form).getByRole('button', { name: 'Add item' }));
    expect(await screen.findByText('Successfully added new item!')).toBeInTheDocument();
    expect(requestsTo('POST /api/addNewItem/')).toHaveLength(1);
  });

  it('edits an item: a new image is uploaded with progress, and saving sends the edited item', async () => {
    serve({ 'POST /api/update-item/:id': ({ body }) => [200, { ...(candles[0] as Item), ...body, price: `$${body.price}` }] });
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Magic Candle' }));
    const form = screen.getByRole('form', { name: 'Edit Magic Candle' });
    expect(within(form).getByLabelText('Price')).toHaveValue('29.99');

    await userEvent.upload(within(form).getByLabelText('Upload image'), png());
    expect(await screen.findByText('Files Successfully uploaded')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Image URL' })).toHaveValue('/uploads/new-1.png');
    await userEvent.click(within(form).getByLabelText('Visible'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Successfully updated item!')).toBeInTheDocument();
    expect(requestsTo('POST /api/update-item/id-Magic%20Candle')[0]?.body).toEqual({
      title: 'Magic Candle',
      description: '',
      price: '29.99',
      visible: false,
      BOGO: true,
      // What the form opened with: the server keeps the item's current price if it is sent unchanged.
      priceSeen: '29.99',
      visibleSeen: true,
      imageUrl: '/uploads/new-1.png',
      gifUrl: '',
      // Stock not tracked: the field stayed empty.
      stock: null,
      // No product page details: empty text, unknown numbers.
      effects: '',
      durationSeconds: null,
      shotCount: null,
      safetyNotes: '',
    });
    // The item now shows the upload: nothing is deleted. The dialog has closed.
    expect(requestsTo('POST /api/delete-upload')).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Magic Candle' })).not.toBeInTheDocument());
  });

  it('the gif field refuses a file that is not a GIF, saying why, and sends nothing', async () => {
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Magic Candle' }));
    const form = screen.getByRole('form', { name: 'Edit Magic Candle' });
    // The file dialog's filter (accept) is only a hint: a person can still choose any file.
    await userEvent.setup({ applyAccept: false }).upload(within(form).getByLabelText('Upload gif'), png());
    expect(await within(form).findByText('Only a GIF file can go in the gif field. Please choose a .gif file.')).toBeInTheDocument();
    expect(requestsTo('POST /api/uploads')).toEqual([]);
    expect(within(form).getByRole('textbox', { name: 'Gif URL' })).toHaveValue('');
  });

  it('deletes files replaced in the form at once, and Cancel deletes the rest', async () => {
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Magic Candle' }));
    const form = screen.getByRole('form', { name: 'Edit Magic Candle' });
    await userEvent.upload(within(form).getByLabelText('Upload gif'), gif());
    await waitFor(() => expect(within(form).getByRole('textbox', { name: 'Gif URL' })).toHaveValue('/uploads/new-1.gif'));
    await userEvent.upload(within(form).getByLabelText('Upload gif'), gif());
    await waitFor(() => expect(requestsTo('POST /api/delete-upload').map((c) => c.body)).toEqual([{ url: '/uploads/new-1.gif' }]));

    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(requestsTo('POST /api/delete-upload').map((c) => c.body)).toEqual([
        { url: '/uploads/new-1.gif' },
        { url: '/uploads/new-2.gif' },
      ]),
    );
    // The item's own image (uploaded before this form) is never deleted by the form.
    expect(requests.some((c) => (c.body as { url?: string })?.url === '/uploads/a.png')).toBe(false);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Edit Magic Candle' })).not.toBeInTheDocument();
  });

  it('shows the upload progress while a file is on its way', async () => {
    const finish = holdUploads();
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Add item' }));
    // The form is a dialog over the list (whose own 'Add item' stays behind it).
    const form = screen.getByRole('form', { name: 'Add an item to Roman Candles' });
    await userEvent.upload(within(form).getByLabelText('Upload image'), png());
    // The bar's percentage follows the upload (the fraction → percentage mapping: Feedback.test.tsx).
    const bar = await within(form).findByRole('progressbar', { name: 'Uploading image' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(within(form).getByRole('button', { name: 'Add item' })).toBeDisabled();
    finish();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(within(form).getByRole('button', { name: 'Add item' })).toBeEnabled();
  });

  it('deletes a file that arrives after Cancel (or after the form closed), and says nothing of it', async () => {
    const finish = holdUploads();
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Magic Candle' }));
    const form = screen.getByRole('form', { name: 'Edit Magic Candle' });
    await userEvent.upload(within(form).getByLabelText('Upload image'), png());
    await within(form).findByRole('progressbar', { name: 'Uploading image' });
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Magic Candle' })).not.toBeInTheDocument());
    expect(requestsTo('POST /api/delete-upload')).toEqual([]);

    finish();
    // The file stored after the form was gone belongs to nobody: it is deleted, not left in storage.
    await waitFor(() => expect(requestsTo('POST /api/delete-upload').map((c) => c.body)).toEqual([{ url: '/uploads/new-1.png' }]));
    expect(screen.queryByText('Files Successfully uploaded')).not.toBeInTheDocument();
    expect(screen.queryByText('Error uploading files.')).not.toBeInTheDocument();
  });

  it('adds an item with its category, and checks the title, price and URLs first', async () => {
    serve({ 'POST /api/addNewItem/': [201, { insertedId: 'new', message: 'Successfully added new item!' }] });
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Add item' }));
    const form = screen.getByRole('form', { name: 'Add an item to Roman Candles' });
    await userEvent.type(within(form).getByLabelText('Price'), '0');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Image URL' }), 'https://example.com/cat.png');
    await userEvent.click(within(form).getByRole('button', { name: 'Add item' }));
    expect(await within(form).findByText('Please enter a title (at most 120 characters).')).toBeInTheDocument();
    expect(within(form).getByText('Please enter a price greater than 0.')).toBeInTheDocument();
    expect(within(form).getByText('Invalid URL format')).toBeInTheDocument();
    expect(within(form).getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Title')).toHaveAccessibleDescription('Please enter a title (at most 120 characters).');
    expect(requestsTo('POST /api/addNewItem/')).toEqual([]);

    await userEvent.type(within(form).getByLabelText('Title'), 'Blue Comet');
    await userEvent.clear(within(form).getByLabelText('Price'));
    await userEvent.type(within(form).getByLabelText('Price'), '$8.50');
    await userEvent.clear(within(form).getByRole('textbox', { name: 'Image URL' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Add item' }));
    expect(await screen.findByText('Successfully added new item!')).toBeInTheDocument();
    expect(requestsTo('POST /api/addNewItem/')[0]?.body).toMatchObject({
      category: 'Roman Candles',
      title: 'Blue Comet',
      price: '$8.50',
      visible: true,
      BOGO: false,
    });
  });

  it("refuses a third decimal at the Price field with the server's sentence (not the spec's greater-than-0 one), in Spanish too", async () => {
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Magic Candle' }));
    const form = screen.getByRole('form', { name: 'Edit Magic Candle' });
    const price = within(form).getByLabelText('Price');
    await userEvent.clear(price);
    await userEvent.type(price, '12.999');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('The price must be an amount greater than $0, for example 12.99.')).toBeInTheDocument();
    expect(within(form).queryByText('Please enter a price greater than 0.')).not.toBeInTheDocument();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAccessibleDescription(/The price must be an amount greater than \$0, for example 12\.99\.$/);

    await userEvent.clear(price);
    await userEvent.type(price, '-1');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Please enter a price greater than 0.')).toBeInTheDocument();

    act(() => setLanguage('es'));
    await userEvent.clear(price);
    await userEvent.type(price, '4.505');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await within(form).findByText('El precio debe ser mayor que 0 $, por ejemplo 12.99.')).toBeInTheDocument();
    expect(requestsTo('POST /api/update-item/id-Magic%20Candle')).toEqual([]);
  });

  it('refuses a third decimal in the Add form too, at the Price field, with the sentence addNewItem answers for it (one wording, English and Spanish), and sends nothing', async () => {
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Add item' }));
    const form = screen.getByRole('form', { name: 'Add an item to Roman Candles' });
    await userEvent.type(within(form).getByLabelText('Title'), 'Blue Comet');
    const price = within(form).getByLabelText('Price');
    await userEvent.type(price, '12.999');
    await userEvent.click(within(form).getByRole('button', { name: 'Add item' }));
    // The server's sentence for 12.999 (api catalog.test.ts), not the toast's "make sure price is not 0".
    expect(await within(form).findByText('The price must be an amount greater than $0, for example 12.99.')).toBeInTheDocument();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAccessibleDescription(/The price must be an amount greater than \$0, for example 12\.99\.$/);
    expect(screen.queryByText('Failed to add new item. Please try again and make sure price is not 0.')).not.toBeInTheDocument();

    act(() => setLanguage('es'));
    await userEvent.clear(price);
    await userEvent.type(price, '0.00');
    await userEvent.click(within(form).getByRole('button', { name: 'Añadir artículo' }));
    expect(await within(form).findByText('Escriba un precio mayor que 0.')).toBeInTheDocument();
    await userEvent.clear(price);
    await userEvent.type(price, '12.999');
    await userEvent.click(within(form).getByRole('button', { name: 'Añadir artículo' }));
    expect(await within(form).findByText('El precio debe ser mayor que 0 $, por ejemplo 12.99.')).toBeInTheDocument();
    expect(requestsTo('POST /api/addNewItem/')).toEqual([]);
  });

  const peony = item({ title: 'Peony Cake', effects: 'Peonies', durationSeconds: 45, shotCount: 25, safetyNotes: 'Keep back.' });

  it('edits the product page details (effects, duration, shots, safety notes), checking the numbers first', async () => {
    serve({
      'GET /api/fireworks': [200, [peony]],
      'POST /api/update-item/:id': ({ body }) => [200, { ...peony, ...body, price: `$${body.price}` } as Item],
    });
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Peony Cake' }));
    const form = screen.getByRole('form', { name: 'Edit Peony Cake' });
    const effects = within(form).getByRole('textbox', { name: 'Effects' });
    const duration = within(form).getByRole('textbox', { name: 'Duration (seconds)' });
    const shots = within(form).getByRole('textbox', { name: 'Shot count' });
    expect(effects).toHaveValue('Peonies');
    expect(duration).toHaveValue('45');
    expect(duration).toHaveAttribute('inputmode', 'numeric');
    expect(shots).toHaveValue('25');
    expect(shots).toHaveAttribute('inputmode', 'numeric');
    expect(within(form).getByRole('textbox', { name: 'Safety notes' })).toHaveValue('Keep back.');

    await userEvent.clear(duration);
    await userEvent.type(duration, '4.5');
    await userEvent.clear(shots);
    await userEvent.type(shots, '-1');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(/^The duration must be a whole number of seconds/)).toBeInTheDocument();
    expect(within(form).getByText(/^The shot count must be a whole number/)).toBeInTheDocument();
    expect(duration).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo('POST /api/update-item/id-Peony%20Cake')).toEqual([]);

    await userEvent.clear(duration);
    await userEvent.clear(shots);
    await userEvent.type(shots, '30');
    await userEvent.clear(effects);
    await userEvent.type(effects, 'Red peonies');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully updated item!')).toBeInTheDocument();
    expect(requestsTo('POST /api/update-item/id-Peony%20Cake')[0]?.body).toMatchObject({
      effects: 'Red peonies',
      // Emptied: not known any more.
      durationSeconds: null,
      shotCount: 30,
      safetyNotes: 'Keep back.',
    });
  });

  it("labels the details in Spanish and shows the server's refusal of one", async () => {
    const refusal = 'El número de disparos debe ser un número entero de 0 a 10000, o quedar vacío si no se conoce.';
    serve({ 'GET /api/fireworks': [200, [peony]], 'POST /api/update-item/:id': [400, { error: refusal }] });
    act(() => setLanguage('es'));
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Peony Cake' }));
    const form = screen.getByRole('form', { name: 'Editar Peony Cake' });
    expect(within(form).getByRole('textbox', { name: 'Efectos' })).toHaveValue('Peonies');
    expect(within(form).getByRole('textbox', { name: 'Duración (segundos)' })).toHaveValue('45');
    expect(within(form).getByRole('textbox', { name: 'Notas de seguridad' })).toHaveValue('Keep back.');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await within(form).findByText(refusal)).toBeInTheDocument();
    expect(requestsTo('POST /api/update-item/id-Peony%20Cake')[0]?.body).toMatchObject({ shotCount: 25, durationSeconds: 45 });
  });

  it('shows the spec message and the server reason when adding fails', async () => {
    serve({ 'POST /api/addNewItem/': [409, { error: 'Roman Candles already has an item called “Magic Candle”.' }] });
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Add item' }));
    const form = screen.getByRole('form', { name: 'Add an item to Roman Candles' });
    await userEvent.type(within(form).getByLabelText('Title'), 'Magic Candle');
    await userEvent.type(within(form).getByLabelText('Price'), '3');
    await userEvent.click(within(form).getByRole('button', { name: 'Add item' }));
    expect(await screen.findByText('Failed to add new item. Please try again and make sure price is not 0.')).toBeInTheDocument();
    expect(within(form).getByText('Roman Candles already has an item called “Magic Candle”.')).toBeInTheDocument();
  });
});
