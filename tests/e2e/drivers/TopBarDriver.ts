import { expect, type Locator, type Page } from '@playwright/test';

const BELL = /^Notificações \(não lidas: (\d+)\)$/;

/** The top bar as a person uses it: the bell and its popover, volume, the keyboard shell. */
export class TopBarDriver {
  constructor(readonly page: Page) {}

  bell(): Locator {
    return this.page.getByRole('button', { name: BELL });
  }

  async expectUnread(count: number) {
    await expect(this.page.getByRole('button', { name: `Notificações (não lidas: ${count})` })).toBeVisible();
  }

  async openNotifications(): Promise<Locator> {
    await this.bell().click();
    const popover = this.page.getByRole('dialog', { name: 'Notificações' });
    await expect(popover).toBeVisible();
    return popover;
  }

  /** Opens the volume popover and gives its slider. */
  async volumeSlider(): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Volume', exact: true }).click();
    const slider = this.page.getByRole('slider', { name: 'Volume das notificações' });
    await expect(slider).toBeVisible();
    return slider;
  }

  async openPalette(): Promise<Locator> {
    // The shell listens once the signed-in layout is up (the bell is part of it).
    await expect(this.bell()).toBeVisible();
    await this.page.keyboard.press('Control+k');
    const palette = this.page.getByRole('dialog', { name: 'Paleta de comandos' });
    await expect(palette).toBeVisible();
    // A person types once the caret is in the search field (what a fast typist gets straight
    // away is keyboard-shell.spec.ts's own test).
    await expect(palette.getByRole('combobox', { name: 'Buscar comando ou tela' })).toBeFocused();
    return palette;
  }

  async openShortcuts(): Promise<Locator> {
    await expect(this.bell()).toBeVisible();
    await this.page.keyboard.press('Shift+?');
    const help = this.page.getByRole('dialog', { name: 'Atalhos de teclado' });
    await expect(help).toBeVisible();
    return help;
  }
}

/** The window title's unread marker (spec 1 §9), written out independently of the app's table. */
export function unreadMarker(count: number): string {
  return count <= 20 ? String.fromCodePoint(0x2460 + count - 1) : `(${count})`;
}
