import { useState } from 'react';
import { notifications } from '@mantine/notifications';

interface DeleteDialogOptions<T> {
  /** Asks the backend; a rejection keeps the dialog open with the reason shown. */
  remove(row: T): Promise<unknown>;
  /** After the backend agreed: take the row off the list at once (its event may come later or never). */
  onRemoved(row: T): void;
  /** The toast once it is gone. */
  successMessage: string;
  /** The toast when the backend refused, in the user's language (the caller knows the error codes). */
  describeError(error: unknown): string;
}

/**
 * The delete-confirmation state every list page shares: which row is asked about, the confirm
 * button busy while the call runs, the toasts. Spread `dialog` into a `ConfirmDialog`.
 */
export function useDeleteDialog<T>({ remove, onRemoved, successMessage, describeError }: DeleteDialogOptions<T>) {
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (target === null || busy) return;
    setBusy(true);
    try {
      await remove(target);
      onRemoved(target);
      notifications.show({ color: 'green', message: successMessage });
      setTarget(null);
    } catch (error) {
      notifications.show({ color: 'red', message: describeError(error) });
    } finally {
      setBusy(false);
    }
  };

  return {
    /** The row being asked about, for the dialog's text. */
    target,
    /** Opens the question for a row (the table's delete action). */
    ask: setTarget,
    dialog: {
      opened: target !== null,
      loading: busy,
      onConfirm: () => void confirm(),
      onClose: () => setTarget(null),
    },
  };
}
