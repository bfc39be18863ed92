import { EVENT_CHANNELS, INVOKE_CHANNELS, eventMethodName, splitChannel } from '@shared/ipc/channels';
import type { DeskApi } from '@shared/ipc/contract';

/** The part of ipcRenderer the bridge uses (faked in tests). */
export interface IpcRendererLike {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  on(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
  removeListener(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
}

/**
 * window.desk, built from the channel names alone so it cannot drift from the contract:
 * 'feature:verb' → desk.feature.verb(args), and each event 'feature:verb' →
 * desk.feature.onVerb(listener) returning its unsubscribe. Only named channels are reachable (no
 * generic invoke or send), and listeners get the payload only, never the IpcRendererEvent (whose
 * `sender` would hand the page ipcRenderer itself). Arguments are checked in main, not here.
 */
export function buildDesk(ipc: IpcRendererLike): DeskApi {
  const desk: Record<string, Record<string, unknown>> = {};
  const feature = (name: string): Record<string, unknown> => (desk[name] ??= {});

  for (const channel of INVOKE_CHANNELS) {
    const [name, verb] = splitChannel(channel);
    feature(name)[verb] = (args: unknown) => ipc.invoke(channel, args);
  }
  for (const channel of EVENT_CHANNELS) {
    const [name, verb] = splitChannel(channel);
    feature(name)[eventMethodName(verb)] = (listener: (payload: unknown) => void) => {
      if (typeof listener !== 'function') throw new TypeError(`${channel}: the listener must be a function`);
      const forward = (_event: unknown, payload: unknown): void => listener(payload);
      ipc.on(channel, forward);
      return () => {
        ipc.removeListener(channel, forward);
      };
    };
  }
  return desk as unknown as DeskApi;
}
