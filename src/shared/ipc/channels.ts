/**
 * Channel names of the desktop bridge, `feature:verb`. Kept free of zod so the sandboxed preload
 * can import it alone; the schemas live in contract.ts, keyed by these same names.
 */
export const INVOKE_CHANNELS = [
  'app:version',
  'backend:get',
  'backend:set',
  'http:request',
  'session:clear',
  'store:get',
  'store:set',
  'shell:openExternal',
  'notification:show',
  'file:save',
  'media:requestAccess',
  'file:open',
  'pdf:exportConversation',
  'badge:update',
  'deepLink:take',
] as const;
export type InvokeChannel = (typeof INVOKE_CHANNELS)[number];

/** Main → renderer events. */
export const EVENT_CHANNELS = [
  'window:focusChanged',
  'notification:clicked',
  'store:changed',
  'deepLink:open',
  'system:resumed',
] as const;
export type EventChannel = (typeof EVENT_CHANNELS)[number];

/** 'feature:verb' → ['feature', 'verb']. */
export function splitChannel(channel: string): [string, string] {
  const i = channel.indexOf(':');
  return [channel.slice(0, i), channel.slice(i + 1)];
}

/** Name of an event's subscriber on its feature: 'window:focusChanged' → 'onFocusChanged'. */
export function eventMethodName(verb: string): string {
  return `on${verb.charAt(0).toUpperCase()}${verb.slice(1)}`;
}
