/**
 * HTTP calls the ticket-action tests make outside the app: read and change tickets, users and
 * company settings as an admin (or any user) would, to set a scene or check what the server holds.
 */
import { userRecordSchema, userUpdateBody, type UserUpdateBody } from '../../src/shared/api/userUpdate';
import { apiLogin } from './backendClient';

export async function apiCall<T = unknown>(
  backendUrl: string,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${backendUrl}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // keep the text
  }
  return { status: response.status, body: parsed as T };
}

async function ok<T>(call: Promise<{ status: number; body: T }>, what: string): Promise<T> {
  const { status, body } = await call;
  if (status >= 400) throw new Error(`${what}: HTTP ${status} ${JSON.stringify(body)}`);
  return body;
}

export interface TicketRecord {
  id: number;
  uuid: string;
  status: string;
  userId: number | null;
  queueId: number | null;
  contactId: number;
  contact: { id: number; name: string; number: string; tags: { id: number; name: string }[] };
  tags: { id: number; name: string }[];
  lastMessage?: string;
}

/** One signed-in account over HTTP (its own session: signing in again ends the app's session of that user). */
export async function asUser(backendUrl: string, email: string) {
  const token = await apiLogin(backendUrl, email);
  const call = <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
    apiCall<T>(backendUrl, token, method, path, body);
  /** A user record as GET /users/{id} gives it (queues, connection, panel width…). */
  const user = async (id: number) => userRecordSchema.parse(await ok(call('GET', `/users/${id}`), `GET /users/${id}`));
  return {
    token,
    call,
    ticket: (id: number) => ok(call<TicketRecord>('GET', `/tickets/${id}`), `GET /tickets/${id}`),
    updateTicket: (id: number, body: unknown) =>
      ok(call<TicketRecord>('PUT', `/tickets/${id}`, body), `PUT /tickets/${id}`),
    messages: async (ticketId: number) =>
      (
        await ok(
          call<{ messages: { body: string; fromMe: boolean; isPrivate: boolean }[] }>('GET', `/messages/${ticketId}`),
          'messages',
        )
      ).messages,
    users: () => ok(call<{ id: number; name: string; email: string }[]>('GET', '/users/list'), 'GET /users/list'),
    user,
    /** Changes some fields of a user: PUT /users/{id} is not a patch, so the record read goes back whole. */
    editUser: async (id: number, changes: UserUpdateBody) =>
      ok(call('PUT', `/users/${id}`, userUpdateBody(await user(id), changes)), `PUT /users/${id}`),
    setting: async (column: string) =>
      (await ok(call<Record<string, string | null>>('GET', `/companySettingOne?column=${column}`), column))[column] ??
      '',
    setSetting: (column: string, data: string) =>
      ok(call('PUT', '/companySettings', { column, data }), `PUT /companySettings ${column}`),
  };
}

export type HttpUser = Awaited<ReturnType<typeof asUser>>;

/**
 * Runs `fn` with company settings changed, then puts the previous values back, so what follows
 * in the test meets the company as it was. `admin` must be an admin's HTTP session.
 */
export async function withSettings(admin: HttpUser, settings: Record<string, string>, fn: () => Promise<void>) {
  const previous: Record<string, string> = {};
  for (const column of Object.keys(settings)) previous[column] = await admin.setting(column);
  try {
    for (const [column, data] of Object.entries(settings)) await admin.setSetting(column, data);
    await fn();
  } finally {
    // In reverse: an option is put back before the message it needs (spec 2 §5: a message may not
    // be cleared while its option is on), as the caller listed the message first.
    for (const [column, data] of Object.entries(previous).reverse()) await admin.setSetting(column, data);
  }
}

/**
 * Reads every open and waiting conversation of the company that has unread messages (reading a
 * conversation marks it read), so a test starts from a bell at 0, known before the app has
 * loaded its count. `admin` must be an admin's HTTP session.
 */
export async function readEverything(admin: HttpUser) {
  for (const status of ['open', 'pending']) {
    for (let page = 1; ; page += 1) {
      const { tickets, hasMore } = await ok(
        admin.call<{ tickets: { id: number; unreadMessages: number }[]; hasMore: boolean }>(
          'GET',
          `/tickets?status=${status}&showAll=true&pageNumber=${page}`,
        ),
        `GET /tickets?status=${status}`,
      );
      for (const ticket of tickets) if (ticket.unreadMessages > 0) await admin.messages(ticket.id);
      if (!hasMore) break;
    }
  }
}
