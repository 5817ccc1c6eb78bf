import { isWebLink, normalizeStoreLocation, storeHours, storeLocationProblem } from './store-location';

const location = (over: Partial<{ address: string; mapUrl: string; en: string; es: string }> = {}) =>
  normalizeStoreLocation({
    address: over.address ?? '12 Main St, Austin 78701',
    hours: { en: over.en ?? 'Mon–Sat 10 am–8 pm', es: over.es ?? 'lun–sáb 10–20 h' },
    mapUrl: over.mapUrl ?? 'https://maps.example.com/?q=12+Main+St',
  });

describe('store location', () => {
  it('accepts a full location and an empty one', () => {
    expect(storeLocationProblem(location())).toBeNull();
    expect(storeLocationProblem(normalizeStoreLocation({}))).toBeNull();
  });

  it('refuses a map link that is not a web address', () => {
    for (const mapUrl of ['javascript:alert(1)', 'maps.example.com', 'https://', 'https://x y']) {
      expect(storeLocationProblem(location({ mapUrl }))).toEqual({ code: 'mapUrlInvalid' });
    }
    expect(isWebLink('http://localhost:3000/map')).toBe(true);
  });

  it('refuses an address or hours past their limits', () => {
    expect(storeLocationProblem(location({ address: 'a'.repeat(301) }))).toEqual({ code: 'addressTooLong', max: 300 });
    expect(storeLocationProblem(location({ es: 'h'.repeat(301) }))).toEqual({ code: 'hoursTooLong', max: 300 });
  });

  it('shows the hours in the language asked, else in the other one', () => {
    expect(storeHours(location(), 'es')).toBe('lun–sáb 10–20 h');
    expect(storeHours(location({ es: '' }), 'es')).toBe('Mon–Sat 10 am–8 pm');
  });
});
