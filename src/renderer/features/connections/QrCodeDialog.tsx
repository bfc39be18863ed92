import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Box, Center, Loader, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSocketEvent } from '@renderer/session';

// The QR library only matters once this dialog opens: its own chunk, loaded then.
const QRCodeSVG = lazy(() => import('qrcode.react').then((m) => ({ default: m.QRCodeSVG })));

interface QrCodeDialogProps {
  /** The connection paired, or null when closed. */
  connection: { id: number; name: string; qrcode?: string | null } | null;
  onClose(): void;
}

/**
 * Spec 2 "QR code dialog": the pairing code as a scannable image, replaced on each
 * `whatsappSession` update of this connection; it closes itself when the code empties (paired,
 * or the session gave up), not while a new session opens.
 */
export function QrCodeDialog({ connection, onClose }: QrCodeDialogProps) {
  const { t } = useTranslation('connections');
  const { t: tc } = useTranslation();
  const [code, setCode] = useState(connection?.qrcode ?? '');
  const shown = useRef(false);
  const id = connection?.id;

  useEffect(() => {
    setCode(connection?.qrcode ?? '');
    shown.current = !!connection?.qrcode;
    // Only when another connection opens it: later codes come from the events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);

  useSocketEvent('whatsappSession', ({ session }) => {
    if (session.id !== id) return;
    const next = session.qrcode ?? '';
    setCode(next);
    if (next) shown.current = true;
    // Paired or given up: the code empties and the dialog closes. A session started again (OPENING,
    // 'new QR' from another window) also empties it for a moment: the dialog waits for the next code.
    else if (shown.current && session.status !== 'OPENING') onClose();
  });

  return (
    <Modal
      opened={connection !== null}
      onClose={onClose}
      title={t('qr.title')}
      centered
      size="md"
      closeButtonProps={{ 'aria-label': tc('actions.close') }}
    >
      <Stack align="center" gap="md">
        <Text size="sm" c="dimmed">
          {t('qr.howTo')}
        </Text>
        {code ? (
          <Box bg="white" p="md" style={{ borderRadius: 8, lineHeight: 0 }}>
            <Suspense fallback={<Loader role="progressbar" aria-label={t('qr.waiting')} />}>
              <QRCodeSVG
                value={code}
                size={256}
                marginSize={2}
                title={t('qr.image', { name: connection?.name ?? '' })}
                role="img"
                aria-label={t('qr.image', { name: connection?.name ?? '' })}
                data-qrcode={code}
              />
            </Suspense>
          </Box>
        ) : (
          <Center h={256}>
            <Stack align="center" gap="xs">
              <Loader aria-hidden />
              <Text size="sm">{t('qr.waiting')}</Text>
            </Stack>
          </Center>
        )}
      </Stack>
    </Modal>
  );
}
