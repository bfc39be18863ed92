import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Message } from '@shared/api/message';
import { useSession } from '@renderer/session';
import { setPlatform, type Platform } from '@renderer/platform';
import { makeUser } from '@renderer/test/fixtures';
import { renderWithApp, Route, testI18n } from '@renderer/test/render';
import { ExternalLinkDialog } from './content/ExternalLinkDialog';
import { OutgoingBubble, StoredBubble } from './MessageBubble';
import type { OutgoingMessage } from './outgoing';
import { makeMessage } from './testing';

const openExternal = vi.fn(async () => true);

beforeEach(() => {
  useSession.setState({ user: makeUser(), backendUrl: 'http://backend.test' });
  setPlatform({ openExternal } as unknown as Platform);
});
afterEach(() => {
  setPlatform(null);
  openExternal.mockClear();
});

async function show(message: Message, extra: { hideDeleted?: boolean } = {}) {
  const i18n = await testI18n();
  renderWithApp(
    i18n,
    <Route
      path="/"
      element={
        <>
          <StoredBubble message={message} ticketId={1} hideDeleted={extra.hideDeleted ?? false} selecting={false} selected={false} isGroup={false} />
          <ExternalLinkDialog />
        </>
      }
    />,
  );
}

describe('a message bubble', () => {
  it('shows HTML and script from a contact as text, never as elements', async () => {
    const payload = '<img src=x onerror=alert(1)><script>alert(2)</script><b>negrito</b>';
    await show(makeMessage(1, { body: payload }));
    const bubble = screen.getByRole('article', { name: 'Mensagem recebida' });
    expect(bubble).toHaveTextContent(payload);
    expect(bubble.querySelector('img, script, b')).toBeNull();
  });

  it('formats *bold* and _italic_ with elements of its own, and opens a link only after showing where it goes', async () => {
    await show(makeMessage(1, { body: '*Oi* _tudo bem?_ veja https://exemplo.com.br/x' }));
    expect(screen.getByText('Oi').tagName).toBe('STRONG');
    expect(screen.getByText('tudo bem?').tagName).toBe('EM');
    await userEvent.click(screen.getByRole('link', { name: 'https://exemplo.com.br/x' }));
    const dialog = await screen.findByRole('dialog', { name: 'Abrir link externo?' });
    expect(within(dialog).getByText('https://exemplo.com.br/x')).toBeInTheDocument();
    expect(openExternal).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abrir link' }));
    expect(openExternal).toHaveBeenCalledWith('https://exemplo.com.br/x');
  });

  it('marks edited, forwarded and private messages', async () => {
    await show(makeMessage(1, { fromMe: true, isEdited: true, isForwarded: true, isPrivate: true, ack: 3 }));
    const bubble = screen.getByRole('article', { name: 'Mensagem enviada' });
    expect(bubble).toHaveTextContent('Encaminhada');
    expect(bubble).toHaveTextContent('Mensagem Privada');
    expect(bubble).toHaveTextContent(/Editada \d\d:\d\d/);
    // A private note never goes to the contact: no delivery ticks, and no clock as if unsent.
    expect(within(bubble).queryByRole('img', { name: /Lida|Enviada|Entregue|Pendente/ })).toBeNull();
  });

  it('shows the delivery ticks of a message that went to the contact', async () => {
    await show(makeMessage(1, { fromMe: true, ack: 3 }));
    expect(within(screen.getByRole('article', { name: 'Mensagem enviada' })).getByRole('img', { name: 'Lida' })).toBeInTheDocument();
  });

  it('a deleted message keeps its content marked, unless LGPD hides it', async () => {
    await show(makeMessage(1, { body: 'segredo', isDeleted: true }));
    expect(screen.getByRole('article')).toHaveTextContent('Essa mensagem foi apagada pelo contato');
    expect(screen.getByRole('article')).toHaveTextContent('segredo');
  });

  it('with lgpdDeleteMessage the deleted content is not shown', async () => {
    await show(makeMessage(1, { body: 'segredo', isDeleted: true }), { hideDeleted: true });
    expect(screen.getByRole('article')).toHaveTextContent('Mensagem apagada');
    expect(screen.getByRole('article')).not.toHaveTextContent('segredo');
  });

  it('a contact card shows the name and number with a button to talk to them', async () => {
    const body = 'BEGIN:VCARD\nVERSION:3.0\nN:Silva;Maria;;;\nFN:Maria Silva\nTEL;type=CELL;waid=5565999887766:+5565999887766\nEND:VCARD';
    await show(makeMessage(1, { mediaType: 'contactMessage', body }));
    const card = screen.getByRole('group', { name: 'Contato' });
    expect(card).toHaveTextContent('Maria Silva');
    expect(card).toHaveTextContent('+5565999887766');
    expect(within(card).getByRole('button', { name: 'Conversar com Maria Silva' })).toBeInTheDocument();
  });

  it('a location shows its place and a map link', async () => {
    const body = 'data:image/png;base64,AAAA|https://maps.google.com/maps?q=-15.6%2C-56.1&z=17|Praça Alencastro';
    await show(makeMessage(1, { mediaType: 'locationMessage', body }));
    const place = screen.getByRole('group', { name: 'Localização' });
    expect(place).toHaveTextContent('Praça Alencastro');
    expect(within(place).getByRole('link', { name: 'Ver no mapa' })).toHaveAttribute('href', expect.stringContaining('maps.google.com'));
  });

  it('a missed call', async () => {
    await show(makeMessage(1, { mediaType: 'call_log', body: 'Chamada de voz/vídeo perdida às 10:00' }));
    expect(screen.getByRole('article', { name: /Chamada de voz\/vídeo perdida às \d\d:\d\d/ })).toBeInTheDocument();
  });

  it('a document shows its name and type and a download button', async () => {
    await show(makeMessage(1, { mediaType: 'application', body: 'contrato.pdf', mediaUrl: 'http://backend.test/media/1/a/contrato.pdf?sig=x', mediaName: 'contrato.pdf' }));
    const bubble = screen.getByRole('article');
    expect(bubble).toHaveTextContent('contrato.pdf');
    expect(bubble).toHaveTextContent('PDF');
    expect(within(bubble).getByRole('button', { name: 'Baixar contrato.pdf' })).toBeInTheDocument();
  });

  it('refuses a media address that is not http(s)', async () => {
    await show(makeMessage(1, { mediaType: 'image', body: '', mediaUrl: 'javascript:alert(1)' }));
    expect(screen.getByRole('article')).toHaveTextContent('Mídia indisponível');
    expect(screen.getByRole('article').querySelector('img')).toBeNull();
  });
});

describe('a message typed here', () => {
  const outgoing = (status: OutgoingMessage['status']): OutgoingMessage => ({
    clientId: 'c1',
    ticketId: 1,
    body: 'oi',
    isPrivate: false,
    quotedMsg: null,
    media: null,
    vCard: null,
    createdAt: new Date().toISOString(),
    status,
    attempts: 1,
    error: null,
  });

  it('queued says it goes when the connection is back; failed offers Reenviar', async () => {
    const i18n = await testI18n();
    const { unmount } = renderWithApp(i18n, <Route path="/" element={<OutgoingBubble message={outgoing('queued')} />} />);
    expect(screen.getByRole('img', { name: 'Na fila: será enviada quando a conexão voltar' })).toBeInTheDocument();
    unmount();
    renderWithApp(i18n, <Route path="/" element={<OutgoingBubble message={outgoing('failed')} />} />);
    expect(screen.getByRole('button', { name: 'Reenviar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descartar' })).toBeInTheDocument();
  });
});
