import type { Message } from '@shared/api/message';
import { createApiClient, setApi } from '@renderer/api';

/** A stored message as the server sends it (tests). */
export function makeMessage(id: number, patch: Partial<Message> = {}): Message {
  const at = new Date(Date.UTC(2026, 0, 1, 12, 0, id)).toISOString();
  return {
    id,
    body: `m${id}`,
    fromMe: false,
    ack: 0,
    mediaType: 'chat',
    mediaUrl: null,
    isPrivate: false,
    isDeleted: false,
    isEdited: false,
    isForwarded: false,
    createdAt: at,
    updatedAt: at,
    ticketId: 1,
    quotedMsg: null,
    ...patch,
  };
}

export type FakeReply = { status: number; body?: unknown } | Error;

/**
 * The real API client over a fake fetch: `handler` answers each request (an Error is a network
 * failure). Returns the requests seen.
 */
export function fakeBackend(handler: (method: string, url: URL, body: unknown) => FakeReply | Promise<FakeReply>) {
  const requests: { method: string; url: URL; body: unknown }[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // multipart or plain text
    }
    requests.push({ method: request.method, url, body });
    const reply = await handler(request.method, url, body);
    if (reply instanceof Error) throw reply;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  setApi(
    createApiClient({
      baseUrl: 'http://backend.test',
      fetch: fetchImpl,
      getToken: () => 'token',
      refresh: async () => null,
      onSessionExpired: () => undefined,
    }),
  );
  return requests;
}
