import { expect, type ElectronApplication, type Page } from '@playwright/test';

/** Signs in on the login screen (a restarted app without a keychain asks again: vault.ts). */
export async function signIn(window: Page, email: string) {
  await window.getByRole('textbox', { name: 'Email' }).fill(email);
  await window.getByLabel('Senha', { exact: true }).fill('demo1234');
  await window.getByRole('button', { name: 'Entrar' }).click();
}

/** The bell of the signed-in top bar: the layout (and its notification runtime) is up. */
export const bell = (window: Page) => window.getByRole('button', { name: /^Notificações \(não lidas: \d+\)$/ });

/**
 * Records in main what the OS would be shown, since a test cannot see the desktop: native
 * notifications (kept, so one can be clicked), the dock/launcher badge count and the tray's
 * tooltip. Patched on the classes' prototypes, so the objects main already made record too.
 */
export async function recordDesktop(app: ElectronApplication) {
  await app.evaluate(({ app: electronApp, Notification, Tray }) => {
    const record = globalThis as unknown as { __balcao: { notifications: Electron.Notification[]; badges: number[]; tooltips: string[] } };
    record.__balcao = { notifications: [], badges: [], tooltips: [] };
    Notification.isSupported = () => true;
    Notification.prototype.show = function (this: Electron.Notification) {
      record.__balcao.notifications.push(this);
    };
    const setBadgeCount = electronApp.setBadgeCount.bind(electronApp);
    electronApp.setBadgeCount = (count: number) => {
      record.__balcao.badges.push(count);
      return setBadgeCount(count);
    };
    const setToolTip = Tray.prototype.setToolTip;
    Tray.prototype.setToolTip = function (this: Electron.Tray, text: string) {
      record.__balcao.tooltips.push(text);
      return setToolTip.call(this, text);
    };
  });
}

export function shownNotifications(app: ElectronApplication): Promise<{ title: string; body: string; silent: boolean }[]> {
  return app.evaluate(() =>
    (globalThis as unknown as { __balcao: { notifications: Electron.Notification[] } }).__balcao.notifications.map((n) => ({
      title: n.title,
      body: n.body,
      silent: n.silent,
    })),
  );
}

/** Clicks the latest native notification whose title names `text`, as the OS would. */
export async function clickNotification(app: ElectronApplication, text: string) {
  await app.evaluate((_electron, wanted) => {
    const all = (globalThis as unknown as { __balcao: { notifications: Electron.Notification[] } }).__balcao.notifications;
    const target = all.filter((n) => n.title.includes(wanted)).at(-1);
    if (!target) throw new Error(`no notification names ${wanted}`);
    target.emit('click');
  }, text);
}

/**
 * The last dock/launcher badge count main set (unread messages in ana's tickets). Nothing set
 * since recordDesktop (called before signing in, when the app counts nothing) means 0.
 */
export function lastBadge(app: ElectronApplication): Promise<number> {
  return app.evaluate(() => (globalThis as unknown as { __balcao: { badges: number[] } }).__balcao.badges.at(-1) ?? 0);
}

/** How many tickets the tray's tooltip says are waiting (0 when it names none, or said nothing yet). */
export async function trayWaiting(app: ElectronApplication): Promise<number> {
  const tooltip = await app.evaluate(() => (globalThis as unknown as { __balcao: { tooltips: string[] } }).__balcao.tooltips.at(-1) ?? '');
  return Number(/(\d+) atendimentos? aguardando/.exec(tooltip)?.[1] ?? 0);
}

/** Waits until `read` gives the same value twice in a row, a second apart, and returns it. */
export async function settled<T>(read: () => Promise<T>): Promise<T> {
  let previous = await read();
  await expect
    .poll(
      async () => {
        const now = await read();
        const same = JSON.stringify(now) === JSON.stringify(previous);
        previous = now;
        return same;
      },
      { intervals: [1000] },
    )
    .toBe(true);
  return previous;
}

/** Opens a `balcao://` link in the running app, the way macOS hands one over ('open-url'). */
export async function openLink(app: ElectronApplication, url: string) {
  await app.evaluate(({ app: electronApp }, link) => {
    electronApp.emit('open-url', { preventDefault: () => undefined }, link);
  }, url);
}

export { expect };
