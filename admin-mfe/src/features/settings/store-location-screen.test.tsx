import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requestsTo, serve, submitTwiceAtOnce } from 'shared-ui/testing';
import { renderScreen } from '../../common/render-screen';
import StoreLocationScreen from './store-location-screen';

const empty = { address: '', hours: { en: '', es: '' }, mapUrl: '' };

describe('StoreLocationScreen', () => {
  it('saves the address, the hours in both languages and the map link', async () => {
    serve({
      'GET /api/store-location': [200, empty],
      'PUT /api/store-location': ({ body }) => [200, body as typeof empty],
    });
    renderScreen(<StoreLocationScreen />);
    await userEvent.type(await screen.findByLabelText('Store address'), '12 Main St, Austin 78701');
    await userEvent.type(screen.getByLabelText('Opening hours (English)'), 'Mon–Sat 10 am–8 pm');
    await userEvent.type(screen.getByLabelText('Opening hours (Spanish)'), 'lun–sáb 10–20 h');
    await userEvent.type(screen.getByLabelText('Map link'), 'https://maps.example.com/');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Store location saved.')).toBeInTheDocument();
    expect(requestsTo('PUT /api/store-location')[0]?.body).toEqual({
      address: '12 Main St, Austin 78701',
      hours: { en: 'Mon–Sat 10 am–8 pm', es: 'lun–sáb 10–20 h' },
      mapUrl: 'https://maps.example.com/',
    });
  });

  it('saves once when Save is sent twice before it renders busy (a double tap, Enter twice)', async () => {
    serve({
      'GET /api/store-location': [200, empty],
      'PUT /api/store-location': ({ body }) => [200, body as typeof empty],
    });
    renderScreen(<StoreLocationScreen />);
    await userEvent.type(await screen.findByLabelText('Store address'), '12 Main St, Austin 78701');
    submitTwiceAtOnce(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Store location saved.')).toBeInTheDocument();
    expect(requestsTo('PUT /api/store-location')).toHaveLength(1);
  });

  it("shows the server's sentence when it refuses", async () => {
    const sentence = 'The map link must be a web address starting with https:// (or left empty).';
    serve({ 'GET /api/store-location': [200, empty], 'PUT /api/store-location': [400, { error: sentence }] });
    renderScreen(<StoreLocationScreen />);
    await userEvent.type(await screen.findByLabelText('Map link'), 'maps');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(sentence)).toBeInTheDocument();
  });
});
