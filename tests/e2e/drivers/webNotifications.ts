/// <reference lib="dom" />
import { expect, type Page } from '@playwright/test';

export interface ShownNotification {
  title: string;
  body: string;
  tag: string;
}

/**
 * Replaces window.Notification before the app loads with a recorder (headless Chromium shows no
 * system notifications): the app sees a granted permission and creates notifications as usual;
 * the test reads them and can click one (its onclick, as the browser would call it).
 */
export async function recordWebNotifications(page: Page) {
  await page.addInitScript(() => {
    const shown: { title: string; body: string; tag: string; onclick: (() => void) | null }[] = [];
    class RecordedNotification {
      static permission: NotificationPermission = 'granted';
      static requestPermission = async () => 'granted' as NotificationPermission;
      onclick: (() => void) | null = null;
      body: string;
      tag: string;
      constructor(
        readonly title: string,
        options: NotificationOptions = {},
      ) {
        this.body = options.body ?? '';
        this.tag = options.tag ?? '';
        shown.push(this);
      }
      close() {}
    }
    Object.defineProperty(window, 'Notification', { value: RecordedNotification, configurable: true, writable: true });
    Object.defineProperty(window, '__notifications', { value: shown });
  });
}

type Recorded = Window & { __notifications: (ShownNotification & { onclick: (() => void) | null })[] };

/** The notifications the app created so far. */
export function shownNotifications(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(() =>
    (window as unknown as Recorded).__notifications.map(({ title, body, tag }) => ({ title, body, tag })),
  );
}

const mentions = (n: ShownNotification, text: string) => n.title.includes(text) || n.body.includes(text);

/**
 * Waits for a notification that names `text` (in its title, or in the body of a burst's summary,
 * which lists the contacts), and gives it.
 */
export async function expectNotification(page: Page, text: string): Promise<ShownNotification> {
  await expect.poll(async () => (await shownNotifications(page)).some((n) => mentions(n, text))).toBe(true);
  return (await shownNotifications(page)).find((n) => mentions(n, text))!;
}

/** Whether any notification so far named `text`. */
export async function wasNotified(page: Page, text: string): Promise<boolean> {
  return (await shownNotifications(page)).some((n) => mentions(n, text));
}

/** Clicks the latest notification whose title contains `text`. */
export async function clickNotification(page: Page, text: string) {
  await page.evaluate((t) => {
    const all = (window as unknown as Recorded).__notifications.filter((n) => n.title.includes(t));
    all[all.length - 1].onclick?.();
  }, text);
}
