/// <reference lib="dom" />
import { test as base, expect, type Browser, type Page } from '@playwright/test';
import { asUser, type HttpUser } from '../support/adminApi';
import { sandboxConnection } from '../support/backendClient';
import { createTenant, type Tenant } from '../support/tenant';
import { InboxDriver } from './drivers/InboxDriver';
import { LoginDriver } from './drivers/LoginDriver';

export const backendUrl = () => process.env.E2E_BACKEND_URL!;
export const webUrl = () => process.env.E2E_WEB_URL!;

/** A page of the browser app already pointed at the test's reference server (or at `server`, a test's own). */
export async function appPage(browser: Browser, server = backendUrl()): Promise<Page> {
  const context = await browser.newContext({ baseURL: webUrl() });
  await context.addInitScript((url) => {
    if (!localStorage.getItem('balcao.backendUrl')) localStorage.setItem('balcao.backendUrl', url);
  }, server);
  return context.newPage();
}

export type Sandbox = Awaited<ReturnType<typeof sandboxConnection>>;

interface Fixtures {
  /**
   * The test's own company on the shared server, seeded like the demo one (global-setup.ts turns
   * the factory on): its users (`tenant.ana`…) sign in here and nowhere else, so tests run side by
   * side and a second sign-in of a user (which ends the first, spec 1 §4) only happens on purpose.
   */
  tenant: Tenant;
  /** The tenant's super user signed in over HTTP, for scenes and checks (so a test using it never signs super in in the browser). */
  superAdmin: HttpUser;
  login: LoginDriver;
  inbox: InboxDriver;
  /** The tenant's sandbox connection (its token writes in as a customer) and queues. */
  sandbox: Sandbox;
}

export const test = base.extend<Fixtures>({
  baseURL: async ({}, use) => use(webUrl()),
  page: async ({ page }, use) => {
    await page.addInitScript((url) => {
      if (!localStorage.getItem('balcao.backendUrl')) localStorage.setItem('balcao.backendUrl', url);
    }, backendUrl());
    await use(page);
  },
  tenant: async ({}, use) => use(await createTenant(backendUrl())),
  superAdmin: async ({ tenant }, use) => use(await asUser(backendUrl(), tenant.super)),
  login: async ({ page }, use) => use(new LoginDriver(page)),
  inbox: async ({ page }, use) => use(new InboxDriver(page)),
  sandbox: async ({ tenant }, use) => use(await sandboxConnection(backendUrl(), tenant.admin)),
});

export { expect };
