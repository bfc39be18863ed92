import { lazy } from 'react';

/** /contact-lists (spec 3 "Contact lists"), for the router. */
export const ContactListsPage = lazy(() => import('./ContactListsPage'));
/** /contact-lists/{contactListId}/contacts: a list's entries, with the xls/xlsx import. */
export const ContactListItemsPage = lazy(() => import('./ContactListItemsPage'));
