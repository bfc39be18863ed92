import { createApiClient, setApi } from '@renderer/api';

export interface SeenRequest {
  method: string;
  /** The path without the base URL, e.g. '/tickets/1'. */
  path: string;
  query: Record<string, string>;
  /** The JSON body sent, parsed; undefined without one. */
  body: unknown;
}

/**
 * Installs the real API client over a fake fetch (the network boundary): `answer` replies to each
 * request with a Response, or with a value sent as 200 JSON. Returns the requests seen, in order.
 */
export function fakeApi(answer: (request: SeenRequest) => unknown): SeenRequest[] {
  const seen: SeenRequest[] = [];
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const entry = {
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
    seen.push(entry);
    const reply = await answer(entry);
    return reply instanceof Response ? reply : Response.json(reply);
  };
  setApi(
    createApiClient({
      baseUrl: 'http://backend.test',
      fetch: fetchFn as typeof fetch,
      getToken: () => 't',
      refresh: async () => null,
      onSessionExpired: () => {},
    }),
  );
  return seen;
}
