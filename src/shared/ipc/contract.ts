import { z } from 'zod';
import { globalStateSchema, scopedStateSchema } from '../local/schema';
import { backendUrlSchema } from './backendUrl';
import { ticketUuidSchema } from './ticketUuid';
import type { EventChannel, InvokeChannel } from './channels';

const httpMethod = z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);

export { backendUrlSchema };

/** The origin (scheme, host, port) of an absolute http(s) address, or null. */
export function originOf(url: string): string | null {
  // The URL parser deletes every tab and newline before reading an address, so
  // `http://backend\t@evil.com` goes to evil.com: read the address the way it will be read.
  const cleaned = url.replace(/[\t\n\r]/g, '');
  // The host must end where the URL parser ends it (end, /, ? or #); a space or a backslash there is refused.
  const m = /^(https?):\/\/([^/?#\s]+)(?=$|[/?#])/i.exec(cleaned);
  // Userinfo (`http://a@b`) would let the apparent host differ from the real one: refuse it.
  if (!m || m[2].includes('@') || m[2].includes('\\')) return null;
  const scheme = m[1].toLowerCase();
  let host = m[2].toLowerCase();
  if ((scheme === 'http' && host.endsWith(':80')) || (scheme === 'https' && host.endsWith(':443'))) {
    host = host.slice(0, host.lastIndexOf(':'));
  }
  return `${scheme}://${host}`;
}

export const httpRequestSchema = z.object({
  url: z.string().regex(/^https?:\/\//i, 'must be an http or https address'),
  method: httpMethod,
  headers: z.record(z.string(), z.string()).default({}),
  /** Text bodies as strings; binary (multipart) bodies as bytes. */
  body: z.union([z.string(), z.instanceof(Uint8Array)]).nullish(),
});
export type HttpRequest = z.infer<typeof httpRequestSchema>;

export const httpResponseSchema = z.object({
  status: z.number().int(),
  statusText: z.string(),
  headers: z.record(z.string(), z.string()),
  body: z.instanceof(Uint8Array),
});
export type HttpResponse = z.infer<typeof httpResponseSchema>;

const globalKey = z.enum(Object.keys(globalStateSchema) as [keyof typeof globalStateSchema]);
const scopedKey = z.enum(Object.keys(scopedStateSchema) as [keyof typeof scopedStateSchema]);

export const storeGetSchema = z.union([
  z.object({ key: globalKey }),
  z.object({ key: scopedKey, scope: z.string().min(1).max(300) }),
]);
export const storeSetSchema = z.union([
  z.object({ key: globalKey, value: z.unknown() }),
  z.object({ key: scopedKey, scope: z.string().min(1).max(300), value: z.unknown() }),
]);

const none = z.undefined();

export { ticketUuidSchema };

/**
 * A native notification the renderer's policy decided to show. Always silent: the renderer plays
 * its own sound at the user's volume. A notification with the tag of one still shown replaces it
 * (a burst's summary replaces its first notification).
 */
/** What a notification opens when clicked. */
export const notificationKindSchema = z.enum(['ticket', 'chat']);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

export const notificationShowSchema = z.object({
  title: z.string().trim().min(1).max(200),
  body: z.string().max(500),
  tag: z.string().min(1).max(100),
  ticketUuid: ticketUuidSchema,
  /** What the uuid names: a ticket (the default), or an internal chat (issue 15). */
  kind: notificationKindSchema.optional(),
});
export type NotificationShow = z.infer<typeof notificationShowSchema>;

/** The largest file the renderer may hand to main to save (a conversation's media or an export). */
export const SAVE_MAX_BYTES = 512 * 1024 * 1024;

/**
 * `file:save`: the native save dialog, then the bytes written where the user chose. The path never
 * comes back to the renderer; `saved` is false when the user cancelled.
 */
const fileNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(255)
  // A name, not a path: the dialog decides the folder.
  .refine((name) => !/[\\/]/.test(name) && name !== '..' && name !== '.', 'must be a file name, not a path');

/** Dialog filters, e.g. [{ name: 'Planilhas', extensions: ['xls', 'xlsx'] }] ('*' for any file). */
const fileFiltersSchema = z
  .array(z.object({ name: z.string().min(1).max(100), extensions: z.array(z.string().regex(/^[\w*]{1,16}$/)).min(1).max(20) }))
  .max(10)
  .default([]);

export const fileSaveSchema = z.object({
  defaultName: fileNameSchema,
  filters: fileFiltersSchema,
  data: z.instanceof(Uint8Array).refine((d) => d.byteLength <= SAVE_MAX_BYTES, 'file too large'),
});
export type FileSave = z.input<typeof fileSaveSchema>;

/** The largest file `file:open` reads (each one), and how many one call may bring. */
export const OPEN_MAX_BYTES = 100 * 1024 * 1024;
export const OPEN_MAX_FILES = 20;

/**
 * `file:open`: the native open dialog with the spec's filters; main reads what the user picked
 * (each file up to OPEN_MAX_BYTES, else the call fails with TOO_LARGE naming it) and hands back
 * names and bytes, never paths. An empty list when the user cancelled.
 */
export const fileOpenSchema = z.object({ filters: fileFiltersSchema, multiple: z.boolean().default(false) });
export const openedFileSchema = z.object({
  name: z.string().min(1).max(255),
  mimeType: z.string().max(100),
  data: z.instanceof(Uint8Array).refine((d) => d.byteLength <= OPEN_MAX_BYTES, 'file too large'),
});
export type OpenedFile = z.infer<typeof openedFileSchema>;

/**
 * `pdf:exportConversation`: main prints the app window to PDF (webContents.printToPDF, which
 * applies the page's print stylesheet: the renderer has put the conversation in place for it),
 * then saves it through the save dialog. False when the user cancelled.
 */
export const pdfExportSchema = z.object({ defaultName: fileNameSchema.refine((n) => /\.pdf$/i.test(n), 'must end in .pdf') });

/**
 * `badge:update`: what the tray, the dock/launcher badge and the Windows overlay show, counted in
 * the renderer: tickets waiting in the user's queues, unread messages in the user's own tickets
 * (kept apart), and whether the session ended without the user logging out.
 */
export const badgeSchema = z.object({
  waiting: z.number().int().min(0).max(1_000_000),
  unread: z.number().int().min(0).max(10_000_000),
  sessionExpired: z.boolean(),
  /** Unread internal-chat messages (issue 15), a figure of its own; absent from a renderer that has none. */
  chats: z.number().int().min(0).max(10_000_000).optional(),
});
export type Badge = z.infer<typeof badgeSchema>;

/** `media:requestAccess`: the OS's own permission for the microphone or the camera (macOS asks the user). */
export const mediaAccessSchema = z.object({ kind: z.enum(['microphone', 'camera']) });

/** Every invoke channel: the schema of its one argument and of its result. */
export const ipcContract = {
  'app:version': { args: none, result: z.string() },
  'backend:get': { args: none, result: z.object({ url: z.string().nullable() }) },
  'backend:set': { args: z.object({ url: backendUrlSchema }), result: z.object({ url: z.string() }) },
  'http:request': { args: httpRequestSchema, result: httpResponseSchema },
  'session:clear': { args: none, result: z.void() },
  'store:get': { args: storeGetSchema, result: z.unknown() },
  'store:set': { args: storeSetSchema, result: z.void() },
  'shell:openExternal': { args: z.object({ url: z.string() }), result: z.object({ opened: z.boolean() }) },
  'notification:show': { args: notificationShowSchema, result: z.void() },
  'file:save': { args: fileSaveSchema, result: z.object({ saved: z.boolean() }) },
  'media:requestAccess': { args: mediaAccessSchema, result: z.object({ granted: z.boolean() }) },
  'file:open': { args: fileOpenSchema, result: z.array(openedFileSchema).max(OPEN_MAX_FILES) },
  'pdf:exportConversation': { args: pdfExportSchema, result: z.object({ saved: z.boolean() }) },
  'badge:update': { args: badgeSchema, result: z.void() },
  /** The `balcao://tickets/{uuid}` link the app was launched with, once (then null). */
  'deepLink:take': { args: none, result: z.object({ ticketUuid: z.nullable(ticketUuidSchema) }) },
} as const satisfies Record<InvokeChannel, { args: z.ZodType; result: z.ZodType }>;

/** Every main → renderer event and its payload. */
export const ipcEvents = {
  'window:focusChanged': z.object({ focused: z.boolean() }),
  /** The user clicked a notification: the renderer opens that ticket (main has focused the window). */
  'notification:clicked': z.object({ ticketUuid: ticketUuidSchema, kind: notificationKindSchema.optional() }),
  /**
   * An installation-wide value changed in the local store (from this window, another one, or
   * main itself: the tray's do-not-disturb), so every window shows the same.
   */
  'store:changed': z.object({ key: globalKey, value: z.unknown() }),
  /** A `balcao://tickets/{uuid}` link was opened while the app runs: the renderer opens that ticket. */
  'deepLink:open': z.object({ ticketUuid: ticketUuidSchema }),
  /** The computer woke from sleep: the socket is surely stale, reconnect and fetch what was missed. */
  'system:resumed': z.object({}),
} as const satisfies Record<EventChannel, z.ZodType>;

export type IpcArgs<C extends InvokeChannel> = z.input<(typeof ipcContract)[C]['args']>;
export type IpcResult<C extends InvokeChannel> = z.output<(typeof ipcContract)[C]['result']>;
export type IpcEventPayload<E extends EventChannel> = z.output<(typeof ipcEvents)[E]>;

/** What crosses the bridge for every invoke: a result, or an error the renderer can translate. */
export type IpcEnvelope<T> = { ok: true; value: T } | { ok: false; error: { code: IpcErrorCode; message: string } };
export type IpcErrorCode =
  | 'BAD_ARGUMENTS'
  | 'UNTRUSTED_SENDER'
  | 'FORBIDDEN_ORIGIN'
  | 'NO_BACKEND'
  | 'NETWORK'
  | 'TOO_LARGE'
  | 'FAILED';

type FeatureOf<C extends string> = C extends `${infer F}:${string}` ? F : never;
type VerbOf<C extends string, F extends string> = C extends `${F}:${infer V}` ? V : never;

/** window.desk: one object per feature, one method per verb, one `on…` per event (returns unsubscribe). */
export type DeskApi = {
  [F in FeatureOf<InvokeChannel>]: {
    [V in VerbOf<InvokeChannel, F>]: (
      args: IpcArgs<`${F}:${V}` & InvokeChannel>,
    ) => Promise<IpcEnvelope<IpcResult<`${F}:${V}` & InvokeChannel>>>;
  };
} & {
  [F in FeatureOf<EventChannel>]: {
    [V in VerbOf<EventChannel, F> as `on${Capitalize<V>}`]: (
      listener: (payload: IpcEventPayload<`${F}:${V}` & EventChannel>) => void,
    ) => () => void;
  };
};
