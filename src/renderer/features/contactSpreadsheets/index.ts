import { lazy } from 'react';
// For the contacts page: its import/export menu. Lazy like the page: the router imports this
// index for the page, and a static export would bring the menu and the export into the entry chunk.
export const ContactsTransferMenu = lazy(() =>
  import('./ContactsTransferMenu').then((m) => ({ default: m.ContactsTransferMenu })),
);
// For the router: /contacts/import, in its own chunk.
export const ContactImportPage = lazy(() => import('./ImportPage'));
