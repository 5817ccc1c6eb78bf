import { matchesSearch } from './search';

describe('matchesSearch', () => {
  const user = ['casey', 'Casey Customer', 'casey@example.com', '5550101234'];

  it('matches everything when the query is blank', () => {
    expect(matchesSearch('  ', user)).toBe(true);
  });

  it('matches any field, ignoring case, and needs every word', () => {
    expect(matchesSearch('CUSTOMER', user)).toBe(true);
    expect(matchesSearch('example.com', user)).toBe(true);
    expect(matchesSearch('casey customer', user)).toBe(true);
    expect(matchesSearch('casey smith', user)).toBe(false);
  });

  it('matches phone numbers typed with punctuation', () => {
    expect(matchesSearch('555-0101', user)).toBe(true);
    expect(matchesSearch('(555) 010', user)).toBe(true);
    expect(matchesSearch('555-9999', user)).toBe(false);
  });

  it('matches numbers as text', () => {
    expect(matchesSearch('3', ['SUMMER', 3, 'admin'])).toBe(true);
    expect(matchesSearch('4', ['SUMMER', 3, 'admin'])).toBe(false);
  });
});
