import { Outlet } from 'react-router-dom';
import { LanguageToggle } from './language-toggle';

/** The frame of the signed-out screens: the language toggle in a corner, so they too speak en and es. */
export function PublicLayout() {
  return (
    <>
      <header className="shell-public-bar">
        <LanguageToggle />
      </header>
      <Outlet />
    </>
  );
}
