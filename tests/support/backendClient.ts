/**
 * What tests do to the reference server from outside the app: sign in over HTTP, read the
 * sandbox connection's token, inject inbound messages as a contact would send them.
 */
export interface InboundMessage {
  number: string;
  name?: string;
  /** The text; with one of the other kinds below, an optional caption. */
  body?: string;
  queueId?: number;
  /** A group conversation: the number is the group's. */
  isGroup?: boolean;
  /** A message of the same conversation this one quotes. */
  quotedMessageId?: number;
  /** At most one kind besides text (server/README.md "Sandbox channel"). */
  media?: { mimetype: string; filename?: string; data: string };
  location?: { latitude: number; longitude: number; name?: string };
  vcard?: string;
  reaction?: { emoji: string; messageId: number };
  callLog?: true;
  /** The customer edits or deletes an earlier message of theirs. */
  edit?: { messageId: number; body: string };
  delete?: { messageId: number };
}

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export async function apiLogin(backendUrl: string, email: string, password = 'demo1234'): Promise<string> {
  const response = await fetch(`${backendUrl}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return (await json<{ token: string }>(response, 'login')).token;
}

export async function apiGet<T>(backendUrl: string, token: string, path: string): Promise<T> {
  return json<T>(await fetch(`${backendUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } }), `GET ${path}`);
}

/** The sandbox connection of a company, read as one of its admins (its token authorises inbound messages). */
export async function sandboxConnection(backendUrl: string, adminEmail: string) {
  const token = await apiLogin(backendUrl, adminEmail);
  const connections = await apiGet<{ id: number; name: string; token: string; provider: string }[]>(
    backendUrl,
    token,
    '/whatsapp',
  );
  const sandbox = connections.find((c) => c.provider === 'sandbox');
  if (!sandbox) throw new Error('no sandbox connection in the seed');
  const queues = await apiGet<{ id: number; name: string }[]>(backendUrl, token, '/queue');
  return { ...sandbox, queues };
}

export async function sendInbound(backendUrl: string, connectionToken: string, message: InboundMessage) {
  const response = await fetch(`${backendUrl}/sandbox/inbound`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${connectionToken}` },
    body: JSON.stringify(message),
  });
  return json<{ ticketId: number; messageId: number; contactId: number }>(response, 'sandbox inbound');
}

/** A Brazilian mobile number no seed or other test uses (random, so parallel workers do not collide). */
export function uniqueNumber(): string {
  const tail = String(Math.floor(Math.random() * 100_000_000)).padStart(8, '0');
  return `55659${tail}`;
}
