import { act, screen, waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRealtime } from '@renderer/api/socket';
import { useSession } from '@renderer/session';
import { lastSocket } from '@renderer/test/fakeSocketIo';
import { makeUser } from '@renderer/test/fixtures';
import { Route, renderWithApp, testI18n } from '@renderer/test/render';
import { QrCodeDialog } from './QrCodeDialog';

vi.mock('socket.io-client', () => import('@renderer/test/fakeSocketIo'));

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});
afterEach(() => {
  useSession.getState().realtime?.close();
  useSession.setState({ user: null, realtime: null, backendUrl: null });
});

/** Spec 2 "QR code dialog": the code follows the session events of its connection and the dialog closes when it empties. */
describe('QR code dialog', () => {
  it('shows each new code of its connection and closes itself once paired', async () => {
    const realtime = createRealtime({
      backendUrl: 'http://backend.test',
      companyId: 2,
      getToken: () => 't',
      refresh: async () => 't',
    });
    realtime.connect();
    const socket = lastSocket();
    useSession.setState({ user: makeUser({ companyId: 2 }), realtime, backendUrl: 'http://backend.test' });
    const onClose = vi.fn();
    renderWithApp(
      i18n,
      <Route
        path="/"
        element={<QrCodeDialog connection={{ id: 7, name: 'Loja', qrcode: '2@primeiro' }} onClose={onClose} />}
      />,
    );
    const image = await screen.findByRole('img', { name: 'QR Code de pareamento de Loja' });
    expect(image).toHaveAttribute('data-qrcode', '2@primeiro');
    const session = (id: number, status: string, qrcode: string) =>
      act(() => socket.deliver('company-2-whatsappSession', { action: 'update', session: { id, status, qrcode } }));

    session(8, 'qrcode', '2@de-outra-conexao');
    session(7, 'qrcode', '2@segundo');
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'QR Code de pareamento de Loja' })).toHaveAttribute(
        'data-qrcode',
        '2@segundo',
      ),
    );
    expect(onClose).not.toHaveBeenCalled();
    // A session started again empties the code while it opens: the dialog waits for the next one.
    session(7, 'OPENING', '');
    expect(await screen.findByText('Aguardando pelo QR Code')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    session(7, 'qrcode', '2@terceiro');
    expect(await screen.findByRole('img', { name: 'QR Code de pareamento de Loja' })).toHaveAttribute(
      'data-qrcode',
      '2@terceiro',
    );
    session(7, 'CONNECTED', '');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
