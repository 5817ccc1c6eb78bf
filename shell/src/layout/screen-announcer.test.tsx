import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { ScreenHeading, setLanguage } from 'shared-ui';
import { TestProviders } from 'shared-ui/testing';
import { ScreenAnnouncer } from './screen-announcer';

/** A screen whose heading arrives after a loading state, as a remote's screen does. */
function LateScreen() {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDrawn(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return drawn ? <ScreenHeading>Your cart</ScreenHeading> : <p role="status">Loading…</p>;
}

/** A menu that closes (leaves the page) when an entry is chosen, as the hamburger does. */
function Menu() {
  const [open, setOpen] = useState(true);
  return open ? (
    <nav>
      <Link to="/cart" onClick={() => setOpen(false)}>
        Cart
      </Link>
      <Link to="/fireworks/mines">Mines</Link>
    </nav>
  ) : null;
}

function Brand() {
  const { t } = useTranslation('common');
  return <ScreenHeading>{t('shopName')}</ScreenHeading>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ScreenAnnouncer />
      <Menu />
      <main id="main" tabIndex={-1}>
        <Routes>
          <Route path="/" element={<Brand />} />
          <Route path="/fireworks/cakes" element={<ScreenHeading>Cakes</ScreenHeading>} />
          <Route path="/fireworks/mines" element={<ScreenHeading>Mines</ScreenHeading>} />
          <Route path="/cart" element={<LateScreen />} />
        </Routes>
      </main>
    </MemoryRouter>,
    { wrapper: TestProviders },
  );
}

afterEach(() => act(() => setLanguage('en')));

describe('ScreenAnnouncer', () => {
  it("names the screen in the tab's title, and announces nothing for the first screen", () => {
    renderAt('/fireworks/cakes');
    expect(document.title).toBe('Cakes · Fireworks Shop');
    expect(screen.getByTestId('screen-announcer')).toBeEmptyDOMElement();
  });

  it('the shop alone where the heading is the shop’s name', () => {
    renderAt('/');
    expect(document.title).toBe('Fireworks Shop');
  });

  it('after a move, announces the new screen once its heading is drawn', async () => {
    renderAt('/fireworks/cakes');
    await userEvent.click(screen.getByRole('link', { name: 'Cart' }));
    // Not the loading state, nor the screen before: the new screen's heading.
    expect(screen.getByTestId('screen-announcer')).toBeEmptyDOMElement();
    expect(await screen.findByText('Your cart', { selector: '[data-testid="screen-announcer"]' })).toBeInTheDocument();
    expect(document.title).toBe('Your cart · Fireworks Shop');
  });

  it('announces a screen drawn at once after a move, without waiting', async () => {
    renderAt('/fireworks/cakes');
    await userEvent.click(screen.getByRole('link', { name: 'Mines' }));
    expect(screen.getByTestId('screen-announcer')).toHaveTextContent('Mines');
    expect(document.title).toBe('Mines · Fireworks Shop');
  });

  it('follows the interface language without announcing a move', () => {
    renderAt('/');
    act(() => setLanguage('es'));
    expect(document.title).toBe('Tienda de Fuegos Artificiales');
    expect(screen.getByTestId('screen-announcer')).toBeEmptyDOMElement();
  });
});
