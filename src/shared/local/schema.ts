// zod/mini, not the classic API: the browser build reads the language, the theme and the kept
// branding before its first screen, and mini's tree-shakable functions are what the login page can
// carry (zod's core and mini, 14 KB br there, against 22 KB for classic zod; issue 18). Both
// parse the same way, and the desktop bridge's classic schemas compose these.
import * as z from 'zod/mini';
import { PUBLIC_SETTING_KEYS } from '../api/routes/sessionAddresses';
import { flowBuilderUrl } from '../domain/embeds';

/** Interface languages (spec 1 §1); pt-BR is the default and the fallback. */
export const LANGUAGES = ['pt-BR', 'en', 'es', 'tr'] as const;
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;

/** Text of at most `max` characters, and at least `min`. */
const text = (max: number, min = 0) => z.string().check(z.minLength(min), z.maxLength(max));

/** Bounds of the `drafts` key: how many tickets keep a draft, and how long one may be. */
export const DRAFTS_MAX = 200;
export const DRAFT_MAX_CHARS = 65_536;
/** At most this many unsent messages are kept on the machine. */
export const OUTBOX_MAX = 500;

/** Bounds of the `todo` key: how many tasks, and how long one may be. */
export const TODO_MAX = 1000;
export const TODO_TEXT_MAX = 5000;

export const todoTaskSchema = z.object({
  text: text(TODO_TEXT_MAX, 1),
  createdAt: text(40),
  updatedAt: text(40),
  /** Ticked off (issue 9); lists kept before it existed read as not done. */
  done: z._default(z.boolean(), false),
});
export type TodoTask = z.infer<typeof todoTaskSchema>;

/**
 * Everything Balcão keeps on the machine, one schema with defaults (the desktop app's
 * electron-store and the browser's localStorage hold the same shapes). Global keys are per
 * installation; scoped keys live under a `backend|company|user` scope. The desktop app's file
 * also has sections only main reads (backend address, refresh tokens, window bounds): see
 * src/main/store/schema.ts, which versions and migrates the whole file.
 */
export const globalStateSchema = {
  /** Chosen with the theme switch; 'system' until then: the user's defaultTheme, else the OS (spec 2). */
  theme: z.catch(z.enum(['light', 'dark', 'system']), 'system'),
  language: z.catch(languageSchema, 'pt-BR'),
  /** Do not disturb (issue 5): no system notification and no sound; the tray and the top bar share it. */
  doNotDisturb: z.catch(z.boolean(), false),
  /** Desktop: closing the window hides it in the tray (a real Quit comes from the tray or the menu). */
  closeToTray: z.catch(z.boolean(), true),
  /** Desktop: open Balcão when the user logs in to the computer. */
  startAtLogin: z.catch(z.boolean(), false),
  /**
   * The external flow builder /AcessTypebot frames (issue 14): an https address an admin gives on
   * this machine; main names its origin in the CSP's frame-src and lets only it load in a frame.
   */
  flowBuilderUrl: z.catch(
    z.nullable(text(2000)).check(z.refine((v) => v === null || flowBuilderUrl(v) === v, 'an https address')),
    null,
  ),
  /**
   * The backend's public settings as last read (issue 18): the login page and the inbox show the
   * installation's name, colours and logos at once from here, and read them again after the first
   * screen. One backend's: another address reads them before showing.
   */
  branding: z.catch(
    z.nullable(
      z.object({
        backendUrl: text(2000),
        settings: z.record(z.enum(PUBLIC_SETTING_KEYS), z.nullable(text(100_000))),
      }),
    ),
    null,
  ),
} as const;

export const scopedStateSchema = {
  /** Notification volume 0..1 step 0.1 (spec 1 §5). */
  volume: z.catch(z.number().check(z.gte(0), z.lte(1)), 1),
  /** Width of the tickets panel, mirrored from the server's defaultTicketsManagerWidth. */
  panelWidth: z.catch(z.nullable(z.number().check(z.gte(404), z.lte(700))), null),
  /**
   * Unsent composer text per ticket id (issue 4: drafts survive a reopen and a restart). Bounded:
   * at most DRAFTS_MAX tickets (the writer drops the lowest ticket ids first) of DRAFT_MAX_CHARS.
   */
  drafts: z.catch(
    z
      .record(z.string().check(z.regex(/^\d{1,12}$/)), text(DRAFT_MAX_CHARS))
      .check(z.refine((drafts) => Object.keys(drafts).length <= DRAFTS_MAX, `at most ${DRAFTS_MAX} drafts`)),
    {},
  ),
  /** The composer's signature toggle (spec 1 §9: on by default, kept locally). */
  signature: z.catch(z.boolean(), true),
  /**
   * When this user last opened the top bar's announcements (issue 15): the newest announcement's
   * createdAt then, as the server wrote it (so the machine's clock never decides); the bell counts
   * the active ones created after it. Null before the first opening: every one is new.
   */
  announcementsSeenAt: z.catch(z.nullable(text(40)), null),
  /** Audio playback rate of the conversation's players (spec 1 §4: cycles 0.5, 1, 1.5, 2). */
  playbackRate: z.catch(z.union([z.literal(0.5), z.literal(1), z.literal(1.5), z.literal(2)]), 1),
  /**
   * Messages typed here that the server has not accepted yet (issue 4: nothing lost), sent again
   * once back online; `dedupes`: the backend recognises client ids (a retry is always safe). A
   * file's bytes are not here: the renderer keeps them in its own store under the client id, and
   * `media` says what to find there; a contact card is kept as its `vCard` {name, number}.
   */
  outbox: z.catch(
    z.object({
      dedupes: z.boolean(),
      messages: z
        .array(
          z.object({
            clientId: text(64, 1),
            ticketId: z.int().check(z.positive()),
            body: text(DRAFT_MAX_CHARS),
            isPrivate: z.boolean(),
            quotedMsg: z.nullable(
              z.object({
                id: z.union([z.number(), text(128)]),
                body: text(DRAFT_MAX_CHARS),
                fromMe: z.boolean(),
                mediaType: text(40),
              }),
            ),
            createdAt: text(40),
            status: z.enum(['queued', 'sending', 'failed']),
            media: z.nullish(z.object({ name: text(255), type: text(120) })),
            vCard: z.nullish(z.object({ name: text(250), number: text(50) })),
          }),
        )
        .check(z.maxLength(OUTBOX_MAX)),
    }),
    { dedupes: false, messages: [] },
  ),
  /**
   * Internal-chat messages typed here that the server has not accepted yet (issue 15), kept as the
   * ticket outbox keeps its own and sent once back online; `dedupes` as there.
   */
  chatOutbox: z.catch(
    z.object({
      dedupes: z.boolean(),
      messages: z
        .array(
          z.object({
            clientId: text(64, 1),
            chatId: z.int().check(z.positive()),
            message: text(DRAFT_MAX_CHARS),
            createdAt: text(40),
            status: z.enum(['queued', 'sending', 'failed']),
          }),
        )
        .check(z.maxLength(OUTBOX_MAX)),
    }),
    { dedupes: false, messages: [] },
  ),
  /**
   * The to-do list of spec 3 (/todolist), in the deployed web client's own shape ({text, createdAt,
   * updatedAt}, dates as ISO text). A damaged entry is dropped on reading, not the whole list.
   */
  todo: z.catch(
    z.pipe(
      z.array(z.catch(z.nullable(todoTaskSchema), null)).check(z.maxLength(TODO_MAX)),
      z.transform((tasks) => tasks.filter((task): task is TodoTask => task !== null)),
    ),
    [],
  ),
} as const;

export type GlobalKey = keyof typeof globalStateSchema;
export type ScopedKey = keyof typeof scopedStateSchema;
export type GlobalValue<K extends GlobalKey> = z.infer<(typeof globalStateSchema)[K]>;
export type ScopedValue<K extends ScopedKey> = z.infer<(typeof scopedStateSchema)[K]>;

/** The scope of user-owned local state: one backend, one company, one user. */
export function localScope(backendOrigin: string, companyId: number, userId: number): string {
  return `${backendOrigin}|${companyId}|${userId}`;
}
