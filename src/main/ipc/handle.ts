import type { z } from 'zod';
import { INVOKE_CHANNELS, type EventChannel, type InvokeChannel } from '@shared/ipc/channels';
import {
  ipcContract,
  ipcEvents,
  type IpcEnvelope,
  type IpcErrorCode,
  type IpcEventPayload,
  type IpcResult,
} from '@shared/ipc/contract';
import { ParseError, tryParse } from '@shared/parse';
import { consoleLog, type Log } from '../log';
import { IpcError } from './ipcError';
import type { SenderEvent } from './trustedSender';

/** One function per invoke channel, receiving its already-parsed argument. */
export type Handlers = {
  [C in InvokeChannel]: (args: z.output<(typeof ipcContract)[C]['args']>) => IpcResult<C> | Promise<IpcResult<C>>;
};

/** The part of Electron's ipcMain used here (faked in tests). */
export interface IpcMainLike {
  handle(channel: string, listener: (event: SenderEvent, ...args: unknown[]) => Promise<unknown>): void;
  removeHandler(channel: string): void;
}

/** The part of a WebContents that main → renderer events need. */
export interface EventReceiver {
  isDestroyed(): boolean;
  send(channel: string, ...args: unknown[]): void;
}

const fail = (code: IpcErrorCode, message: string): IpcEnvelope<never> => ({ ok: false, error: { code, message } });

function failure(channel: InvokeChannel, error: unknown, log: Log): IpcEnvelope<never> {
  if (error instanceof IpcError) return fail(error.code, error.message);
  // A module that validates deeper than the contract (a store value against its key's schema).
  if (error instanceof ParseError) return fail('BAD_ARGUMENTS', error.message);
  log.error(`IPC ${channel} failed`, error);
  return fail('FAILED', error instanceof Error ? error.message : String(error));
}

/**
 * Registers every invoke channel of the contract. Each call is checked in this order: the sender
 * must be one of the app's own windows showing the app's own origin, the one argument must match
 * the channel's schema, and only then is the module called; its result is checked against the
 * contract too (zod strips unknown keys, so nothing extra can leak out by accident). Every call
 * resolves to an envelope, never a rejection, so the renderer handles one shape.
 */
export function registerHandlers(
  ipcMain: IpcMainLike,
  isTrustedSender: (event: SenderEvent) => boolean,
  handlers: Handlers,
  log: Log = consoleLog,
): () => void {
  const invoke = async (channel: InvokeChannel, event: SenderEvent, args: unknown[]): Promise<IpcEnvelope<unknown>> => {
    if (!isTrustedSender(event)) {
      log.warn(`IPC ${channel} refused: untrusted sender ${event.senderFrame?.url ?? '(no frame)'}`);
      return fail('UNTRUSTED_SENDER', 'the sender is not one of the app windows');
    }
    if (args.length > 1)
      return fail('BAD_ARGUMENTS', `arguments of ${channel}: expected one argument, got ${args.length}`);
    const parsed = tryParse(ipcContract[channel].args, args[0], `arguments of ${channel}`);
    if (!parsed.ok) return fail('BAD_ARGUMENTS', parsed.error.message);
    try {
      const handler = handlers[channel] as (args: unknown) => unknown;
      const result = tryParse(ipcContract[channel].result, await handler(parsed.data), `result of ${channel}`);
      if (!result.ok) {
        log.error(`IPC ${channel} produced a result outside the contract`, result.error.message);
        return fail('FAILED', `the result of ${channel} did not match the contract`);
      }
      return { ok: true, value: result.data };
    } catch (error) {
      return failure(channel, error, log);
    }
  };
  for (const channel of INVOKE_CHANNELS) {
    ipcMain.handle(channel, (event, ...args) => invoke(channel, event, args));
  }
  return () => INVOKE_CHANNELS.forEach((channel) => ipcMain.removeHandler(channel));
}

/**
 * Registers the handlers on Electron's real ipcMain. This is the only place ipcMain is touched;
 * it is imported lazily so that this file's logic stays testable under plain Node.
 */
export async function handleIpc(
  isTrustedSender: (event: SenderEvent) => boolean,
  handlers: Handlers,
  log: Log = consoleLog,
): Promise<() => void> {
  const { ipcMain } = await import('electron');
  return registerHandlers(ipcMain as unknown as IpcMainLike, isTrustedSender, handlers, log);
}

/**
 * Sends a main → renderer event. The payload is checked against the contract first: a malformed
 * one is logged and dropped (the renderer would drop it anyway), and never throws, because this
 * runs in window event listeners where a throw would take the main process down.
 */
export function send<E extends EventChannel>(
  target: EventReceiver,
  channel: E,
  payload: IpcEventPayload<E>,
  log: Log = consoleLog,
): boolean {
  const checked = tryParse(ipcEvents[channel], payload, `payload of ${channel}`);
  if (!checked.ok) {
    log.error(`event ${channel} dropped`, checked.error.message);
    return false;
  }
  if (target.isDestroyed()) return false;
  target.send(channel, checked.data);
  return true;
}
