import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { LanguageToggle } from './language-toggle';
import { ScreenLoading } from './screen-loading';
import { ShopBrand } from './shop-brand';

/**
 * The frame of the signed-out screens: the shop's brand, and the language toggle in a corner so they
 * too speak en and es. The frame draws as soon as the app starts; the screen below it (the auth
 * screens' code comes in its own file) shows a loading state until its code is here.
 */
export function PublicLayout() {
  return (
    <>
      <header className="shell-public-bar">
        <ShopBrand />
        <LanguageToggle />
      </header>
      <Suspense fallback={<ScreenLoading />}>
        <Outlet />
      </Suspense>
    </>
  );
}
