import { expect, type Locator, type Page } from '@playwright/test';

/** The to-do list (/todolist) as a person uses it: the field, its button, the tasks' buttons. */
export class TodoDriver {
  constructor(readonly page: Page) {}

  /** Opens it from the side menu, as a user would. */
  async open() {
    await this.page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Tarefas', exact: true }).click();
    await expect(this.page).toHaveURL(/\/todolist$/);
    await expect(this.page.getByRole('heading', { name: 'Tarefas' })).toBeVisible();
    await expect(this.field()).toBeEnabled();
  }

  field(): Locator {
    return this.page.getByRole('textbox', { name: /^(Nova tarefa|Editar tarefa)$/ });
  }

  list(): Locator {
    return this.page.getByRole('list', { name: 'Lista de tarefas' });
  }

  items(): Locator {
    return this.list().getByRole('listitem');
  }

  empty(): Locator {
    return this.page.getByText('Nenhuma tarefa');
  }

  async add(text: string) {
    await this.field().fill(text);
    await this.page.getByRole('button', { name: 'Adicionar' }).click();
  }

  async edit(current: string, next: string) {
    await this.page.getByRole('button', { name: `Editar "${current}"` }).click();
    await expect(this.page.getByRole('textbox', { name: 'Editar tarefa' })).toHaveValue(current);
    await this.field().fill(next);
    await this.page.getByRole('button', { name: 'Salvar' }).click();
  }

  async remove(text: string) {
    await this.page.getByRole('button', { name: `Excluir "${text}"` }).click();
  }
}
