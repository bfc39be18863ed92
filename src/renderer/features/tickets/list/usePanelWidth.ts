import { useEffect } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { User } from '@shared/api/user';
import { LIMITS } from '@shared/domain/constants';
import { localScope } from '@shared/local/schema';
import { errorMessage } from '@renderer/api';
import { useSession } from '@renderer/session';
import { getPlatform } from '@renderer/platform';
import { saveTicketsPanelWidth } from '../api';
import { setPanelWidth, useTickets } from '../store';

const { min, max } = LIMITS.ticketsPanelWidth;

/** Keeps a width inside the spec's 404–700 (spec 1 §9); anything unreadable is the default 550. */
export function clampPanelWidth(width: number | null | undefined): number {
  if (width === null || width === undefined || !Number.isFinite(width)) return LIMITS.ticketsPanelWidth.default;
  return Math.round(Math.min(max, Math.max(min, width)));
}

function scopeOf(user: User): string | null {
  const backendUrl = useSession.getState().backendUrl;
  return backendUrl ? localScope(new URL(backendUrl).origin, user.companyId, user.id) : null;
}

let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * The tickets panel width: the user's saved `defaultTicketsManagerWidth`, changed by dragging or
 * the keyboard, saved to the server (`PUT /users/toggleChangeWidht`) once the user stops
 * (debounced), and mirrored on this machine for backends whose user record lacks the field.
 */
export function usePanelWidth(user: User): [number, (width: number) => void] {
  const { t } = useTranslation();
  const chosen = useTickets((s) => s.panelWidth);
  const width = clampPanelWidth(chosen ?? user.defaultTicketsManagerWidth);

  useEffect(() => {
    if (user.defaultTicketsManagerWidth !== null || useTickets.getState().panelWidth !== null) return;
    const scope = scopeOf(user);
    if (!scope) return;
    void getPlatform()
      .getScoped(scope, 'panelWidth')
      .then((local) => local !== null && useTickets.getState().panelWidth === null && setPanelWidth(clampPanelWidth(local)))
      .catch(() => undefined);
  }, [user]);

  const change = (next: number) => {
    const value = clampPanelWidth(next);
    setPanelWidth(value);
    clearTimeout(timer);
    timer = setTimeout(() => {
      const scope = scopeOf(user);
      if (scope) void getPlatform().setScoped(scope, 'panelWidth', value).catch(() => undefined);
      saveTicketsPanelWidth(user.id, value).catch((error: unknown) =>
        notifications.show({ color: 'red', message: errorMessage(error, t) }),
      );
    }, LIMITS.searchDebounceMs);
  };
  return [width, change];
}
