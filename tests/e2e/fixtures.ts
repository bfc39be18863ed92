/// <reference lib="dom" />
import { test as base, expect, type Browser, type Page } from '@playwright/test';
import { sandboxConnection } from '../support/backendClient';
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

interface Fixtures {
  login: LoginDriver;
  inbox: InboxDriver;
  sandbox: Awaited<ReturnType<typeof sandboxConnection>>;
}

export const test = base.extend<Fixtures>({
  baseURL: async ({}, use) => use(webUrl()),
  page: async ({ page }, use) => {
    await page.addInitScript((url) => {
      if (!localStorage.getItem('balcao.backendUrl')) localStorage.setItem('balcao.backendUrl', url);
    }, backendUrl());
    await use(page);
  },
  login: async ({ page }, use) => use(new LoginDriver(page)),
  inbox: async ({ page }, use) => use(new InboxDriver(page)),
  sandbox: async ({}, use) => use(await sandboxConnection(backendUrl())),
});

export { expect };
