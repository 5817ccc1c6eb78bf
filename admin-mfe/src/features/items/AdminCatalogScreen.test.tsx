import type { User } from '@fireworks/core/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { api as apiClient, useSession } from 'shared-ui';
import { type FetchStub, stubFetch, testItem } from 'shared-ui/testing';
import AdminCatalogScreen from './AdminCatalogScreen';

const item = testItem;

const candles = [item({ title: 'Magic Candle', price: '$29.99', BOGO: true }), item({ title: 'Hidden Candle', visible: false })];

let api: FetchStub;
let uploadSpy: jest.SpyInstance;
let uploaded: number;
beforeEach(() => {
  // jsdom does not scroll; the list restores its scroll position with window.scrollTo.
  jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  localStorage.clear();
  sessionStorage.clear();
  useSession.getState().signIn('token', { _id: 'a1', username: 'admin', admin: true } as User);
  api = stubFetch({
    'GET /api/fireworks': [200, candles],
    'POST /api/delete-upload': [200, { message: 'File deleted.' }],
  });
  uploaded = 0;
  // XHR uploads: report progress half-way, then answer like the server.
  uploadSpy = jest.spyOn(apiClient, 'upload').mockImplementation(async (_path, form, onProgress) => {
    const file = (form as FormData).get('file') as File;
    onProgress?.(0.5);
    uploaded += 1;
    const ext = file.name.split('.').pop();
    return { _id: `u${uploaded}`, url: `/uploads/new-${uploaded}.${ext}`, contentType: file.type, size: file.size, srcset: '' } as never;
  });
});
afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

function renderList() {
  return render(
    <SnackbarProvider>
      <MemoryRouter initialEntries={['/fireworks/roman_candles']}>
        <Routes>
          <Route path="/fireworks/:category" element={<AdminCatalogScreen />} />
        </Routes>
      </MemoryRouter>
    </SnackbarProvider>,
  );
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'candle.png', { type: 'image/png' });
const gif = () => new File([new Uint8Array([0x47, 0x49, 0x46])], 'candle.gif', { type: 'image/gif' });

describe('admin item list', () => {
  it('shows every item with its visible and BOGO flags, and no cart controls or BOGO notice', async () => {
    renderList();
    const hidden = await screen.findByRole('article', { name: 'Hidden Candle' });
    expect(within(hidden).getByText('Visible: No')).toBeTruthy();
    expect(within(hidden).getByText('BOGO: No')).toBeTruthy();
    const magic = screen.getByRole('article', { name: 'Magic Candle' });
    expect(within(magic).getByText('Visible: Yes')).toBeTruthy();
    expect(within(magic).getByText('BOGO: Yes')).toBeTruthy();
    expect(magic.className).toContain('fw-item-card--bogo');
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(screen.queryByText('Buy one get one Free!!')).toBeNull();
    expect(screen.queryByRole('button', { name: /to cart/ })).toBeNull();
  });

  it('deletes an item after Yes, and keeps it after No', async () => {
    api.set('POST /api/delete-item/id-Magic Candle', [200, { message: 'Successfully deleted item!' }]);
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Magic Candle' }));
    expect(screen.getByText('Are you sure you want to delete Magic Candle?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Magic Candle' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Successfully deleted item!')).toBeTruthy();
    expect(api.calls.filter((c) => c.url === '/api/delete-item/id-Magic Candle')).toHaveLength(1);
  });

  it('edits an item: a new image is uploaded with progress, and saving sends the edited item', async () => {
    api.set('POST /api/update-item/id-Magic Candle', ({ body }) => [200, { ...candles[0], ...(body as object) }]);
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Magic Candle' }));
    const form = screen.getByRole('form', { name: 'Edit Magic Candle' });
    expect((within(form).getByLabelText('Price') as HTMLInputElement).value).toBe('29.99');

    await userEvent.upload(within(form).getByLabelText('Upload image'), png());
    expect(await screen.findByText('Files Successfully uploaded')).toBeTruthy();
    expect((within(form).getByRole('textbox', { name: 'Image URL' }) as HTMLInputElement).value).toBe('/uploads/new-1.png');
    await userEvent.click(within(form).getByLabelText('Visible'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Successfully updated item!')).toBeTruthy();
    expect(api.calls.find((c) => c.url === '/api/update-item/id-Magic Candle')?.body).toEqual({
      title: 'Magic Candle',
      description: '',
      price: '29.99',
      visible: false,
      BOGO: true,
      imageUrl: '/uploads/new-1.png',
      gifUrl: '',
    });
    // The item now shows the upload: nothing is deleted.
    expect(api.calls.some((c) => c.url === '/api/delete-upload')).toBe(false);
  });

  it('deletes files replaced in the form at once, and Cancel deletes the rest', async () => {
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Magic Candle' }));
    const form = screen.getByRole('form', { name: 'Edit Magic Candle' });
    await userEvent.upload(within(form).getByLabelText('Upload gif'), gif());
    await waitFor(() =>
      expect((within(form).getByRole('textbox', { name: 'Gif URL' }) as HTMLInputElement).value).toBe('/uploads/new-1.gif'),
    );
    await userEvent.upload(within(form).getByLabelText('Upload gif'), gif());
    await waitFor(() =>
      expect(api.calls.filter((c) => c.url === '/api/delete-upload').map((c) => c.body)).toEqual([{ url: '/uploads/new-1.gif' }]),
    );

    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.url === '/api/delete-upload').map((c) => c.body)).toEqual([
        { url: '/uploads/new-1.gif' },
        { url: '/uploads/new-2.gif' },
      ]),
    );
    // The item's own image (uploaded before this form) is never deleted by the form.
    expect(api.calls.some((c) => (c.body as { url?: string })?.url === '/uploads/a.png')).toBe(false);
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('shows the upload progress while a file is on its way', async () => {
    let finish: (value: unknown) => void = () => {};
    uploadSpy.mockImplementation((_path, _form, onProgress) => {
      onProgress?.(0.4);
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Add item' }));
    await userEvent.upload(screen.getByLabelText('Upload image'), png());
    const bar = await screen.findByRole('progressbar', { name: 'Uploading image' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect((screen.getByRole('button', { name: 'Add item' }) as HTMLButtonElement).disabled).toBe(true);
    finish({ _id: 'u', url: '/uploads/x.png', contentType: 'image/png', size: 4, srcset: '' });
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });

  it('adds an item with its category, and checks the title, price and URLs first', async () => {
    api.set('POST /api/addNewItem/', [201, { insertedId: 'new' }]);
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Add item' }));
    const form = screen.getByRole('form', { name: 'Add an item to Roman Candles' });
    await userEvent.type(within(form).getByLabelText('Price'), '0');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Image URL' }), 'https://example.com/cat.png');
    await userEvent.click(within(form).getByRole('button', { name: 'Add item' }));
    expect(within(form).getByText('Please enter a title.')).toBeTruthy();
    expect(within(form).getByText('Please enter a price greater than 0.')).toBeTruthy();
    expect(within(form).getByText('Invalid URL format')).toBeTruthy();
    expect(api.calls.some((c) => c.url === '/api/addNewItem/')).toBe(false);

    await userEvent.type(within(form).getByLabelText('Title'), 'Blue Comet');
    await userEvent.clear(within(form).getByLabelText('Price'));
    await userEvent.type(within(form).getByLabelText('Price'), '$8.50');
    await userEvent.clear(within(form).getByRole('textbox', { name: 'Image URL' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Add item' }));
    expect(await screen.findByText('Successfully added new item!')).toBeTruthy();
    expect(api.calls.find((c) => c.url === '/api/addNewItem/')?.body).toMatchObject({
      category: 'Roman Candles',
      title: 'Blue Comet',
      price: '$8.50',
      visible: true,
      BOGO: false,
    });
  });

  it('shows the spec message and the server reason when adding fails', async () => {
    api.set('POST /api/addNewItem/', [409, { error: 'Roman Candles already has an item called “Magic Candle”.' }]);
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Add item' }));
    const form = screen.getByRole('form', { name: 'Add an item to Roman Candles' });
    await userEvent.type(within(form).getByLabelText('Title'), 'Magic Candle');
    await userEvent.type(within(form).getByLabelText('Price'), '3');
    await userEvent.click(within(form).getByRole('button', { name: 'Add item' }));
    expect(await screen.findByText('Failed to add new item. Please try again and make sure price is not 0.')).toBeTruthy();
    expect(within(form).getByText('Roman Candles already has an item called “Magic Candle”.')).toBeTruthy();
  });
});
