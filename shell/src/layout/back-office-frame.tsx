/**
 * Staff only (issue 40 item 6): the signed-in frame inside the back office, with a side navigation
 * of the staff screens the person may open. The app layout loads this module lazily for a staff
 * session, so a customer's first page carries neither it nor shared-ui/back-office.
 */
import type { ReactNode } from 'react';
import { BackOfficeLayout } from 'shared-ui/back-office';
import { useMenuLinks } from './menu-links';
import { TopBar } from './top-bar';

export default function BackOfficeFrame({ children }: { children: ReactNode }) {
  const links = useMenuLinks(true);
  return (
    <BackOfficeLayout bar={<TopBar />} links={links} collapse="hide">
      {children}
    </BackOfficeLayout>
  );
}
