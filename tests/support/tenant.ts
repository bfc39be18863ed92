/**
 * A company of the test's own on the shared reference server, made by its test-only factory
 * (POST /testing/tenants, server option `testFactory`): seeded exactly like the demo company, with
 * users of its own, so tests run side by side and never see each other's data or sessions.
 */
import type { SeededTenant } from '../../server/src/seed/seedTenant';

/** The users of a company seeded like the demo one, by role: their emails (password demo1234). */
export interface People {
  super: string;
  admin: string;
  ana: string;
  bruno: string;
}

export interface Tenant extends People {
  companyId: number;
  /** The company's name (the demo's plus a random tag). */
  name: string;
}

/**
 * The demo company's own users: only on a server of a test's own (ownServer.ts, serverProcess.ts,
 * the Electron suite's), which nothing else signs in to. On the shared server, use a tenant.
 */
export const DEMO_PEOPLE: People = {
  super: 'super@demo.local',
  admin: 'admin@demo.local',
  ana: 'ana@demo.local',
  bruno: 'bruno@demo.local',
};

async function seeded(backendUrl: string, like: 'demo' | 'other', without: string[] = []): Promise<SeededTenant> {
  const response = await fetch(`${backendUrl}/testing/tenants`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ like, without }),
  });
  if (response.status !== 201)
    throw new Error(
      `POST /testing/tenants: HTTP ${response.status} ${await response.text()} (is the server's testFactory on?)`,
    );
  return (await response.json()) as SeededTenant;
}

/**
 * A fresh company seeded like the demo one (queues, connections, users, contacts, tickets, settings);
 * `without` names plan flags its plan has off (`['useKanban']`), for the plan gates.
 */
export async function createTenant(backendUrl: string, without: string[] = []): Promise<Tenant> {
  const { companyId, name, users } = await seeded(backendUrl, 'demo', without);
  const { super: superUser, admin, ana, bruno } = users;
  if (!superUser || !admin || !ana || !bruno)
    throw new Error(`a demo-like tenant without its four users: ${JSON.stringify(users)}`);
  return { companyId, name, super: superUser, admin, ana, bruno };
}

/** A fresh company seeded like the demo's second one ("Outra Empresa": one admin, queue Atendimento), for tenancy checks. */
export async function createOtherTenant(
  backendUrl: string,
): Promise<{ companyId: number; name: string; admin: string }> {
  const { companyId, name, users } = await seeded(backendUrl, 'other');
  if (!users.admin) throw new Error(`an other-like tenant without its admin: ${JSON.stringify(users)}`);
  return { companyId, name, admin: users.admin };
}
