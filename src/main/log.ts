/** Where main-process modules report what they refused or failed at; faked in tests. */
export interface Log {
  info(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}

/** The console, prefixed so main-process lines stand out among Chromium's own output. */
export const consoleLog: Log = {
  info: (message, ...details) => console.info(`[balcao] ${message}`, ...details),
  warn: (message, ...details) => console.warn(`[balcao] ${message}`, ...details),
  error: (message, ...details) => console.error(`[balcao] ${message}`, ...details),
};
