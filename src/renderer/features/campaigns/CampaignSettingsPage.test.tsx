import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useSession } from '@renderer/session';
import { fakeApi, type SeenRequest } from '@renderer/test/fakeApi';
import { makeUser } from '@renderer/test/fixtures';
import { renderWithApp, Route, testI18n } from '@renderer/test/render';
import CampaignSettingsPage from './CampaignSettingsPage';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});

/** The server's list: every key, values as JSON text (services/campaigns/campaignSettings.ts). */
const stored = [
  { key: 'messageInterval', value: '20' },
  { key: 'longerIntervalAfter', value: '20' },
  { key: 'greaterInterval', value: '60' },
  { key: 'variables', value: '[{"key":"loja","value":"Centro"}]' },
  { key: 'sabado', value: 'false' },
  { key: 'domingo', value: 'true' },
  { key: 'startHour', value: '"09:00"' },
  { key: 'endHour', value: '"18:00"' },
];

function serve({ method, path }: SeenRequest) {
  if (path === '/campaign-settings') return stored;
  return Response.json({ error: `no ${method} ${path}` }, { status: 404 });
}

describe('CampaignSettingsPage', () => {
  afterEach(() => {
    cleanup();
    useSession.setState({ phase: 'booting', backendUrl: null, user: null });
  });

  it('shows what is stored, saves the changes and says so', async () => {
    useSession.setState({
      phase: 'authenticated',
      backendUrl: 'http://backend.test',
      user: makeUser({ id: 1, profile: 'admin' }),
    });
    const seen = fakeApi(serve);
    renderWithApp(i18n, <Route path="/" element={<CampaignSettingsPage />} />);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Chave 1' })).toHaveValue('loja'));
    expect(screen.getByRole('combobox', { name: 'Intervalo maior' })).toHaveValue('60 segundos');
    expect(screen.getByLabelText('Início')).toHaveValue('09:00');
    expect(screen.getByRole('switch', { name: 'Enviar aos domingos' })).toBeChecked();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remover variável 1' }));
    await user.click(screen.getByRole('switch', { name: 'Enviar aos sábados' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Configurações salvas')).toBeVisible();
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({
      settings: {
        messageInterval: 20,
        longerIntervalAfter: 20,
        greaterInterval: 60,
        startHour: '09:00',
        endHour: '18:00',
        sabado: true,
        domingo: true,
        variables: [],
      },
    });
  });
});
