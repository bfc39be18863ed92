import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRealtime } from '@renderer/api/socket';
import { useSession } from '@renderer/session';
import { fakeApi } from '@renderer/test/fakeApi';
import { lastSocket } from '@renderer/test/fakeSocketIo';
import { makeUser } from '@renderer/test/fixtures';
import { Route, renderWithApp, testI18n } from '@renderer/test/render';
import CampaignReportPage from './CampaignReportPage';

vi.mock('socket.io-client', () => import('@renderer/test/fakeSocketIo'));

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});
afterEach(() => {
  cleanup();
  useSession.getState().realtime?.close();
  useSession.setState({ user: null, realtime: null, backendUrl: null });
});

const AT = '2026-11-27T10:00:00.000Z';
/** Campaign 7 over ten valid entries, `delivered` of them delivered. */
const campaign = (delivered: number, status = 'EM_ANDAMENTO') => ({
  id: 7,
  name: 'Natal',
  status,
  confirmation: false,
  scheduledAt: AT,
  completedAt: null,
  contactListId: 1,
  contactList: {
    id: 1,
    name: 'Clientes',
    contacts: Array.from({ length: 10 }, (_, i) => ({ id: i + 1, isWhatsappValid: true })),
  },
  whatsappId: null,
  userId: null,
  queueId: null,
  shipping: Array.from({ length: delivered }, (_, i) => ({
    id: i + 1,
    number: `55659990000${i}`,
    message: 'Oi',
    deliveredAt: AT,
    confirmationRequestedAt: null,
  })),
});

describe('CampaignReportPage', () => {
  it('keeps up with a running campaign whose events come faster than its readings', async () => {
    // Each reading waits for the test to answer it with the campaign as it then stands.
    const answers: ((body: unknown) => void)[] = [];
    fakeApi(() => new Promise((resolve) => answers.push(resolve)));
    const realtime = createRealtime({
      backendUrl: 'http://backend.test',
      companyId: 2,
      getToken: () => 't',
      refresh: async () => 't',
    });
    realtime.connect();
    const socket = lastSocket();
    useSession.setState({ user: makeUser({ profile: 'admin' }), realtime, backendUrl: 'http://backend.test' });
    renderWithApp(
      i18n,
      <Route path="/campaign/:campaignId/report" element={<CampaignReportPage />} />,
      '/campaign/7/report',
    );

    await waitFor(() => expect(answers).toHaveLength(1));
    act(() => answers.shift()!(campaign(0)));
    const delivered = await screen.findByRole('group', { name: 'Entregues' });
    expect(delivered).toHaveTextContent('0');

    // Three messages go out, one event each, while the first reading they cause is on its way.
    const update = { action: 'update', record: campaign(0) };
    act(() => socket.deliver('company-2-campaign', update));
    await waitFor(() => expect(answers).toHaveLength(1));
    act(() => socket.deliver('company-2-campaign', update));
    act(() => socket.deliver('company-2-campaign', update));
    act(() => answers.shift()!(campaign(1)));
    await waitFor(() => expect(within(delivered).getByText('1')).toBeVisible());

    // One more reading for the events heard meanwhile, and no more than one.
    await waitFor(() => expect(answers).toHaveLength(1));
    act(() => answers.shift()!(campaign(3)));
    await waitFor(() => expect(within(delivered).getByText('3')).toBeVisible());
    expect(screen.getByText('30%')).toBeVisible();
    expect(answers).toHaveLength(0);
  });
});
