import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { route } from '@shared/api/route';
import type { ContractCheck } from '../config';
import { installErrorHandler } from './errorHandler';
import { serve } from './route';

const entry = route({
  method: 'PUT',
  path: '/things/:thingId',
  params: z.object({ thingId: z.coerce.number<string>().int().min(1) }),
  query: z.object({ dry: z.enum(['true', 'false']).optional() }),
  body: z.object({ name: z.string().min(2) }),
  reply: z.object({ id: z.number(), name: z.string() }),
});

function recorder() {
  const calls: string[] = [];
  const mismatches: string[] = [];
  const check: ContractCheck = {
    called: (c) => calls.push(`${c.method} ${c.path} ${c.status}`),
    mismatch: (m) => mismatches.push(m.message),
  };
  return { calls, mismatches, check };
}

let app: ReturnType<typeof Fastify> | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

async function appWith(check: ContractCheck | undefined, reply: unknown) {
  app = Fastify();
  installErrorHandler(app);
  serve(app, { options: { contractCheck: check } } as never, entry, ({ params, query, body }) =>
    reply === 'echo' ? { id: params.thingId, name: body.name, dry: query.dry } : reply,
  );
  await app.ready();
  return app;
}

describe('serve', () => {
  it('hands the handler the parsed params, query and body', async () => {
    const a = await appWith(undefined, 'echo');
    const r = await a.inject({ method: 'PUT', url: '/things/7?dry=true', payload: { name: 'box' } });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ id: 7, name: 'box', dry: 'true' });
  });

  it('answers bad input with the contract 400 naming each field', async () => {
    const a = await appWith(undefined, 'echo');
    const badParams = await a.inject({ method: 'PUT', url: '/things/0', payload: { name: 'box' } });
    expect(badParams.statusCode).toBe(400);
    expect(badParams.json().fields).toHaveProperty('thingId');
    const badBody = await a.inject({ method: 'PUT', url: '/things/1', payload: { name: 'x' } });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json()).toMatchObject({ error: expect.stringMatching(/^Invalid body: name/), fields: { name: expect.any(String) } });
  });

  it('with the contract check on, turns a reply its schema refuses into a 500 that names it', async () => {
    const { calls, mismatches, check } = recorder();
    const a = await appWith(check, { id: 'seven' });
    const r = await a.inject({ method: 'PUT', url: '/things/7', payload: { name: 'box' } });
    expect(r.statusCode).toBe(500);
    expect(r.json().error).toMatch(/^Reply of PUT \/things\/:thingId does not match its schema: id: /);
    expect(mismatches).toHaveLength(1);
    expect(calls).toEqual(['PUT /things/:thingId 500']);
  });

  it('with the contract check on, lets a matching reply through and records the call', async () => {
    const { calls, mismatches, check } = recorder();
    const a = await appWith(check, 'echo');
    const r = await a.inject({ method: 'PUT', url: '/things/7', payload: { name: 'box' } });
    expect(r.statusCode).toBe(200);
    expect(mismatches).toEqual([]);
    expect(calls).toEqual(['PUT /things/:thingId 200']);
  });
});
