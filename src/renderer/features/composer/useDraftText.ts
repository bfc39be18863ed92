import { useCallback, useEffect, useRef, useState } from 'react';
import { clearDraft, readDraft, writeDraft } from './drafts';

/**
 * The composer's text for one ticket, kept as a draft while typed and restored when the ticket
 * is opened again (or the app restarted). `latest` is what is in the box right now.
 */
export function useDraftText(scope: string | null, ticketId: number) {
  const [text, setText] = useState('');
  const latest = useRef('');
  const typed = useRef(false);

  useEffect(() => {
    if (!scope) return;
    let live = true;
    void readDraft(scope, ticketId).then((draft) => {
      // Whatever was typed while the store answered wins.
      if (live && !typed.current && draft) {
        latest.current = draft;
        setText(draft);
      }
    });
    return () => {
      live = false;
    };
  }, [scope, ticketId]);

  const change = useCallback(
    (next: string) => {
      typed.current = true;
      latest.current = next;
      setText(next);
      if (scope) writeDraft(scope, ticketId, next);
    },
    [scope, ticketId],
  );

  /** The text was sent: empty the box and forget the draft, unless more was typed meanwhile. */
  const sent = useCallback(
    (sentText: string) => {
      if (latest.current !== sentText) return;
      latest.current = '';
      setText('');
      if (scope) void clearDraft(scope, ticketId);
    },
    [scope, ticketId],
  );

  return { text, latest, change, sent };
}
