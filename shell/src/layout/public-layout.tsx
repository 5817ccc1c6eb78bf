import { Outlet } from 'react-router-dom';
import { LanguageToggle } from './language-toggle';
import { ShopBrand } from './shop-brand';

/** The frame of the signed-out screens: the shop's brand, and the language toggle in a corner so they too speak en and es. */
export function PublicLayout() {
  return (
    <>
      <header className="shell-public-bar">
        <ShopBrand />
        <LanguageToggle />
      </header>
      <Outlet />
    </>
  );
}
