import { expect, test } from './fixtures';

test('signs in with the demo account and reaches the tickets', async ({ window }) => {
  await window.getByRole('textbox', { name: 'Email' }).fill('ana@demo.local');
  await window.getByLabel('Senha', { exact: true }).fill('demo1234');
  await window.getByRole('button', { name: 'Entrar' }).click();
  await expect(window).toHaveURL(/\/tickets$/);
});
