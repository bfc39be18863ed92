/** Business constants and limits of spec 1 §9 (and the parts of §4/§5 that are numbers). */
export const LIMITS = {
  /** Debounce for every search and filter. */
  searchDebounceMs: 500,
  ticketLoadDelayMs: 500,
  saveSubmitDelayMs: 400,
  toastAutoCloseMs: 2000,
  reportToastAutoCloseMs: 3000,
  redirectDelayMs: 1000,
  userStatusIntervalMs: 300_000,
  /** Step of every time field (spec 1 §5): the pickers move ten minutes at a time. */
  timeFieldStepSeconds: 600,
  loggedElsewhereReloadMs: 1000,
  /** Contact and user search in dialogs start at this many characters. */
  dialogSearchMinChars: 3,
  /** Infinite lists load the next page within this distance of the bottom. */
  infiniteScrollThresholdPx: 100,
  /** Message history loads when scrolled within this distance of the top. */
  historyScrollThresholdPx: 50,
  ticketsPageSize: 40,
  messagesPageSize: 20,
  contactsPageSize: 100,
  ticketsPanelWidth: { min: 404, max: 700, default: 550 },
  sideDrawerWidth: 240,
  contactDrawerWidth: 320,
  mediaImageWidth: 250,
  messageEditWindowMs: 900_000,
  minAudioBytes: 10_000,
  mp3Bitrate: 128,
  quickReplyLabelMax: 90,
  forwardPauseMs: 900,
  ticketNameMax: 60,
  ticketLastMessageMax: 40,
  subscriptionWarningDays: 5,
  connectionsBadgeDelayMs: 2000,
  autoCloseHours: 72,
  trialDays: 7,
  socketReconnectDelayMs: 1000,
  /**
   * A socket handshake unanswered this long is given up and retried (socket.io waits 20 s by
   * default: a half-open connection after a network change would leave 'reconnecting' that long).
   */
  socketConnectTimeoutMs: 8000,
  /** Access token lifetime of the reference server (CONTRACT.md "Session"). */
  accessTokenTtlSeconds: 15 * 60,
  /** Largest file one upload may carry (reference server; 400 ERR_MEDIA_TOO_LARGE above). */
  mediaUploadMaxBytes: 64 * 1024 * 1024,
  /** Most files one upload may carry (reference server; 400 ERR_TOO_MANY_FILES above). */
  mediaUploadMaxFiles: 10,
  /** Schedule body minimum ('Mensagem muito curta', spec 3 §5). */
  scheduleBodyMin: 5,
} as const;

export const DEFAULT_LOCALE = 'pt-BR';
export const DEFAULT_TIMEZONE = 'America/Cuiaba';
export const PRIMARY_COLOR_LIGHT = '#0091FF';
export const PRIMARY_COLOR_DARK = '#2c3145';
/** The company whose subscription never expires (spec 1 §9). */
export const NEVER_EXPIRING_COMPANY_ID = 1;
/** Connection statuses that put a warning badge on the Connections menu entry (spec 1 §2). */
export const CONNECTION_WARNING_STATUSES = ['qrcode', 'PAIRING', 'DISCONNECTED', 'TIMEOUT', 'OPENING'] as const;

/** Truncates to `max` characters, adding an ellipsis when cut. */
export function cut(text: string | null | undefined, max: number): string {
  const value = text ?? '';
  return value.length > max ? `${value.slice(0, max)}...` : value;
}

/** Rotation times a queue offers, in minutes (spec 2 §5 "Queue"); 0 is the "none" placeholder. */
export const QUEUE_ROTATION_MINUTES = [2, 5, 10, 15, 30, 45, 60] as const;

/** Connections (spec 2 §3, §9). */
export const CONNECTION_LIMITS = {
  nameMin: 2,
  nameMax: 50,
  /** A new import shows 'preparing' for this long after its timestamp. */
  importPreparingMs: 35_000,
  /** Spec 2 §9 defaults of a new connection. */
  defaultMaxUseBotQueues: 3,
  defaultMaxUseBotQueuesNPS: 3,
} as const;

/**
 * Where 'call support' on the connections page leads (spec 2 "Connections page": an external chat
 * link). Opened through the platform's external-link allowlist after the address is shown; an
 * installation that runs its own support desk changes it here.
 */
export const SUPPORT_CHAT_URL = 'https://wa.me/';
