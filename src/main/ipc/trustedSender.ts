/** A frame as IPC events describe it (WebFrameMain's fields used here). */
export interface SenderFrame {
  readonly url: string;
  readonly processId?: number;
  readonly routingId?: number;
}

/** The part of an IpcMainInvokeEvent the sender check reads. */
export interface SenderEvent {
  readonly sender: { readonly id: number; readonly mainFrame?: SenderFrame | null };
  readonly senderFrame: SenderFrame | null;
}

export interface TrustedSenderOptions {
  /** webContents ids of the app's own windows, read at each call (windows come and go). */
  appWebContentsIds(): Iterable<number>;
  isAppUrl(url: string): boolean;
}

/** The same frame, compared by ids because Electron may hand out distinct wrapper objects. */
function isSameFrame(a: SenderFrame, b: SenderFrame): boolean {
  if (a === b) return true;
  return a.processId !== undefined && a.processId === b.processId && a.routingId === b.routingId;
}

/**
 * Electron's security checklist #17: validate the sender of every IPC message. A message is
 * trusted only from the top frame of one of the app's windows while it shows the app's origin,
 * so neither an iframe nor a page the window was somehow navigated to can call into main.
 */
export function createTrustedSender(options: TrustedSenderOptions): (event: SenderEvent) => boolean {
  return (event) => {
    const frame = event.senderFrame;
    if (!frame) return false; // the frame navigated away or was destroyed meanwhile
    if (![...options.appWebContentsIds()].includes(event.sender.id)) return false;
    const top = event.sender.mainFrame;
    if (!top || !isSameFrame(frame, top)) return false;
    return options.isAppUrl(frame.url);
  };
}
