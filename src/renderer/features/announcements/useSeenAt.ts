import { useCallback, useEffect, useState } from 'react';
import { getPlatform } from '@renderer/platform';
import { useLocalScope } from '@renderer/session';

/**
 * When this user last saw the announcements (the scoped key `announcementsSeenAt`: per backend,
 * company and user, so another user of the machine keeps their own). `seenAt` is undefined until
 * it is read, so the bell shows no figure it would take back a moment later.
 */
export function useSeenAt() {
  const scope = useLocalScope();
  const [seenAt, setSeenAt] = useState<string | null | undefined>(undefined);

  useEffect(() => {
    setSeenAt(undefined);
    if (!scope) return;
    let live = true;
    void getPlatform()
      .getScoped(scope, 'announcementsSeenAt')
      .then(
        (value) => live && setSeenAt(value),
        // Unreadable: as if never opened (every announcement counts as new), not a broken bell.
        () => live && setSeenAt(null),
      );
    return () => {
      live = false;
    };
  }, [scope]);

  const markSeen = useCallback(
    (stamp: string) => {
      setSeenAt(stamp);
      if (scope) void getPlatform().setScoped(scope, 'announcementsSeenAt', stamp);
    },
    [scope],
  );

  return { seenAt, markSeen };
}
