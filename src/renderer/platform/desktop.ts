import { FILE_PICKS } from '@shared/domain/filePicks';
import type { DeskApi, HttpResponse, IpcEnvelope } from '@shared/ipc/contract';
import { PlatformError, type Platform } from './types';

/** Unwraps the bridge's envelope, turning its error into a PlatformError the UI can translate. */
async function unwrap<T>(call: Promise<IpcEnvelope<T>>): Promise<T> {
  const envelope = await call;
  if (envelope.ok) return envelope.value;
  throw new PlatformError(envelope.error.code, envelope.error.message);
}

/** Statuses whose Response may not carry a body. */
const NULL_BODY = new Set([101, 204, 205, 304]);

function toResponse(reply: HttpResponse): Response {
  const body = NULL_BODY.has(reply.status) || reply.body.byteLength === 0 ? null : reply.body;
  return new Response(body as BodyInit | null, { status: reply.status, statusText: reply.statusText, headers: reply.headers });
}

/** The desktop implementation: every call crosses window.desk to the main process. */
export function createDesktopPlatform(desk: DeskApi): Platform {
  const deskFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, key) => (headers[key] = value));
    const bytes = new Uint8Array(await request.arrayBuffer());
    try {
      const reply = await unwrap(
        desk.http.request({
          url: request.url,
          method: request.method as 'GET',
          headers,
          body: bytes.byteLength > 0 ? bytes : null,
        }),
      );
      return toResponse(reply);
    } catch (error) {
      // fetch rejects with a TypeError on network failure; keep that contract for ky.
      if (error instanceof PlatformError && error.code === 'NETWORK') throw new TypeError(error.message);
      throw error;
    }
  };

  // deepLink:take hands the launch link over once: if whoever asked has stopped listening when it
  // answers (a listener replaced at once, as React's StrictMode does), the next one gets it.
  const linkListeners = new Set<(ticketUuid: string) => void>();
  let heldLink: string | null = null;
  const deliverLink = (ticketUuid: string) => {
    if (linkListeners.size === 0) heldLink = ticketUuid;
    else linkListeners.forEach((listener) => listener(ticketUuid));
  };

  return {
    kind: 'desktop',
    version: () => unwrap(desk.app.version(undefined)),
    getBackendUrl: async () => (await unwrap(desk.backend.get(undefined))).url,
    setBackendUrl: async (url) => (await unwrap(desk.backend.set({ url }))).url,
    fetch: deskFetch,
    clearSession: () => unwrap(desk.session.clear(undefined)),
    getLocal: async (key) => (await unwrap(desk.store.get({ key }))) as never,
    setLocal: (key, value) => unwrap(desk.store.set({ key, value })),
    getScoped: async (scope, key) => (await unwrap(desk.store.get({ key, scope }))) as never,
    setScoped: (scope, key, value) => unwrap(desk.store.set({ key, scope, value })),
    openExternal: async (url) => (await unwrap(desk.shell.openExternal({ url }))).opened,
    onFocusChanged: (listener) => desk.window.onFocusChanged(({ focused }) => listener(focused)),
    // Native notifications need no permission from the page (the OS may still mute the app).
    notificationPermission: () => 'granted',
    requestNotificationPermission: async () => 'granted',
    notify: (notification) => unwrap(desk.notification.show(notification)),
    onNotificationClick: (listener) =>
      desk.notification.onClicked(({ ticketUuid, kind }) => listener(ticketUuid, kind ?? 'ticket')),
    saveFile: async ({ defaultName, data, filters }) => (await unwrap(desk.file.save({ defaultName, data, filters }))).saved,
    // A failure to ask is a refusal: the composer then says how to allow the device.
    requestMediaAccess: async (kind) =>
      unwrap(desk.media.requestAccess({ kind })).then(
        ({ granted }) => granted,
        () => false,
      ),
    openFiles: async (kind, options = {}) => {
      const { extensions } = FILE_PICKS[kind];
      const files = await unwrap(
        desk.file.open({ filters: [{ name: options.label ?? extensions.join(', '), extensions }], multiple: options.multiple ?? false }),
      );
      return files.map(({ name, mimeType, data }) => new File([data as BlobPart], name, { type: mimeType }));
    },
    exportPdf: async (defaultName) => (await unwrap(desk.pdf.exportConversation({ defaultName }))).saved,
    updateBadge: (badge) => unwrap(desk.badge.update(badge)),
    onLocalChanged: (listener) => desk.store.onChanged(({ key, value }) => listener(key, value)),
    // Main reads the store and tells the user itself when its file was damaged (DESKTOP.md).
    onLocalDamaged: () => () => {},
    onOpenTicketLink: (listener) => {
      linkListeners.add(listener);
      if (heldLink) {
        const ticketUuid = heldLink;
        heldLink = null;
        listener(ticketUuid);
      }
      // The link the app was launched with (or one that came while the page loaded), then later ones.
      void unwrap(desk.deepLink.take(undefined)).then(
        ({ ticketUuid }) => ticketUuid && deliverLink(ticketUuid),
        () => undefined,
      );
      const off = desk.deepLink.onOpen(({ ticketUuid }) => listener(ticketUuid));
      return () => {
        linkListeners.delete(listener);
        off();
      };
    },
    onResume: (listener) => {
      const off = desk.system.onResumed(() => listener());
      window.addEventListener('online', listener);
      return () => {
        off();
        window.removeEventListener('online', listener);
      };
    },
  };
}
