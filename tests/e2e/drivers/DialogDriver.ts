import { expect, type Locator, type Page } from '@playwright/test';

/** Dialogs (Mantine modals and drawers) and the select boxes inside them, by role and name. */
export class DialogDriver {
  constructor(readonly page: Page) {}

  named(title: string): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  /** The options of an open select box: its own listbox (aria-controls), not the ticket lists behind. */
  async options(box: Locator): Promise<Locator> {
    await expect(box).toHaveAttribute('aria-controls', /.+/);
    const id = await box.getAttribute('aria-controls');
    return this.page.locator(`[id="${id}"]`).getByRole('option');
  }

  /** Picks `option` in the select box labelled `label`. */
  async choose(dialog: Locator, label: string, option: string) {
    const box = dialog.getByRole('combobox', { name: label });
    await box.click();
    await (await this.options(box)).filter({ hasText: new RegExp(`^${escape(option)}$`) }).click();
    await expect(box).toHaveValue(option);
  }

  /** Types `term` in a searchable select box and picks the option whose text matches `option`. */
  async search(dialog: Locator, label: string, term: string, option: string | RegExp) {
    const box = dialog.getByRole('combobox', { name: label });
    await box.click();
    await box.fill(term);
    const name = typeof option === 'string' ? new RegExp(`^${escape(option)}`) : option;
    await (await this.options(box)).filter({ hasText: name }).click();
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Saves `dialog` and sees `toast`, watched from the click on: the toast closes by itself, and on
 * a loaded machine the dialog can be seen gone only after the toast was (CI flaked so).
 */
export async function saveAndSeeToast(dialog: Locator, toast: Locator) {
  const shown = expect(toast).toBeVisible();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await shown;
  await expect(dialog).toBeHidden();
}
