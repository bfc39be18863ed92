import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One route of the contract: method, path (`/tickets/:ticketId`) and the zod schemas of each
 * part. Request schemas (params, query, body) are the reference server's strict ones; the reply
 * schema is the client's tolerant one (deployed backends send more, CONTRACT.md).
 */
export interface RouteEntry {
  method: HttpMethod;
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Absent: the reply body is not read (empty, or bytes such as media). */
  reply?: z.ZodType;
  /**
   * 'only': the body is multipart/form-data, read by the handler itself (files); 'or-json': a
   * multipart body is the handler's, a JSON one is checked with `body`.
   */
  multipart?: 'only' | 'or-json';
  /** Served before the bearer guard (login, refresh, public settings, signed media). */
  anonymous?: boolean;
}

/** Keeps the literal types of an entry (method, path, schemas) for both sides to infer from. */
export const route = <const E extends RouteEntry>(entry: E): E => entry;

type Part = 'params' | 'query' | 'body';

/** What the server's handler receives for a part (the schema's output). */
export type Parsed<E extends RouteEntry, K extends Part> = E[K] extends z.ZodType ? z.output<E[K]> : undefined;

/** What a client sends for a part (the schema's input). */
export type Sent<E extends RouteEntry, K extends Part> = E[K] extends z.ZodType ? z.input<E[K]> : undefined;

/** What the client gets back: the reply schema's output, or nothing. */
export type Replied<E extends RouteEntry> = E['reply'] extends z.ZodType ? z.output<E['reply']> : void;

/** `/tickets/:ticketId` with `{ticketId: 7}` → `/tickets/7` (each value URI-encoded). */
export function pathOf(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
