import { lazy } from 'react';
export { ContactDrawer } from './ContactDrawer';
export { TagPicker, TAG_MIN_CHARS } from './TagPicker';
export { displayNumber, useDisplayNumber } from './displayNumber';
export { fetchContact, searchContacts } from './api';
// For the router: /contacts, in its own chunk.
export const ContactsPage = lazy(() => import('./ContactsPage'));

/** The tags page's 'contacts of tag' dialog; lazy, so the tags page does not bring the phone library into the entry. */
export const TagContactsDialog = lazy(() => import('./TagContactsDialog'));
/** A contact picked by a remote search (the composer's contact card, the schedule form). */
export { ContactSelect, type ContactOption } from './ContactSelect';
