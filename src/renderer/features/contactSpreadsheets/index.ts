import { lazy } from 'react';
// For the contacts page: its import/export menu.
export { ContactsTransferMenu } from './ContactsTransferMenu';
// For the router: /contacts/import, in its own chunk.
export const ContactImportPage = lazy(() => import('./ImportPage'));
