import type { Page, WebSocket } from '@playwright/test';

/**
 * Resolves when the page's realtime socket is connected to its company: socket.io's CONNECT
 * packet for the namespace (`40/<companyId>,…`). The reference server puts the socket in its user's
 * rooms before it sends that packet, so events sent from then on reach the page. Call it before
 * the navigation (or reload) whose connection it waits for.
 *
 * The screen can show before the socket is up (it only needs the session and its chunks); a
 * message sent in that gap is counted by the resync on connect, but never notified.
 */
export function liveConnection(page: Page): Promise<void> {
  return new Promise((resolve) => {
    const onSocket = (ws: WebSocket) => {
      if (!ws.url().includes('/socket.io/')) return;
      ws.on('framereceived', ({ payload }) => {
        if (typeof payload !== 'string' || !/^40\//.test(payload)) return;
        page.off('websocket', onSocket);
        resolve();
      });
    };
    page.on('websocket', onSocket);
  });
}
