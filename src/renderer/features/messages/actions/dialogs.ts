import { create } from 'zustand';
import type { Message } from '@shared/api/message';

/** The message whose edit or delete dialog is open (one at a time, mounted once by the list). */
export const useMessageDialogs = create<{ edit: Message | null; remove: Message | null; forward: boolean }>(() => ({
  edit: null,
  remove: null,
  forward: false,
}));

export const openEdit = (message: Message) => useMessageDialogs.setState({ edit: message });
export const openDelete = (message: Message) => useMessageDialogs.setState({ remove: message });
export const openForward = () => useMessageDialogs.setState({ forward: true });
export const closeDialogs = () => useMessageDialogs.setState({ edit: null, remove: null, forward: false });
