import { Button, Group, Loader } from '@mantine/core';
import { IconPlugOff, IconQrcode, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ConnectionRecord } from '@shared/api/whatsapp';
import { importOffer, sessionOffer } from './sessionState';

export interface SessionHandlers {
  onShowQr(row: ConnectionRecord): void;
  onRetry(row: ConnectionRecord): void;
  onNewQr(row: ConnectionRecord): void;
  onDisconnect(row: ConnectionRecord): void;
  onCloseImported(row: ConnectionRecord): void;
}

/**
 * The session column of a row (spec 2 "Connections page"): qrcode → QR code; DISCONNECTED → try
 * again and new QR; OPENING → a disabled 'connecting' with a spinner; CONNECTED, PAIRING,
 * TIMEOUT → disconnect; and the import's 'close imported tickets' or 'preparing'.
 */
export function SessionActions({ row, now, ...on }: SessionHandlers & { row: ConnectionRecord; now: number }) {
  const { t } = useTranslation('connections');
  const named = (action: string) => t('session.of', { action, name: row.name });
  const offer = sessionOffer(row.status);
  const imported = importOffer(row, now);
  return (
    <Group gap={6} wrap="wrap">
      {offer === 'qrcode' && (
        <Button
          size="compact-sm"
          leftSection={<IconQrcode size={16} aria-hidden />}
          aria-label={named(t('session.qrcode'))}
          onClick={() => on.onShowQr(row)}
        >
          {t('session.qrcode')}
        </Button>
      )}
      {offer === 'retry' && (
        <>
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconRefresh size={16} aria-hidden />}
            aria-label={named(t('session.tryAgain'))}
            onClick={() => on.onRetry(row)}
          >
            {t('session.tryAgain')}
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconQrcode size={16} aria-hidden />}
            aria-label={named(t('session.newQr'))}
            onClick={() => on.onNewQr(row)}
          >
            {t('session.newQr')}
          </Button>
        </>
      )}
      {offer === 'connecting' && (
        <Button size="compact-sm" variant="default" disabled leftSection={<Loader size={14} aria-hidden />}>
          {t('session.connecting')}
        </Button>
      )}
      {offer === 'disconnect' && (
        <Button
          size="compact-sm"
          variant="default"
          leftSection={<IconPlugOff size={16} color="var(--mantine-color-red-filled)" aria-hidden />}
          aria-label={named(t('session.disconnect'))}
          onClick={() => on.onDisconnect(row)}
        >
          {t('session.disconnect')}
        </Button>
      )}
      {imported === 'close' && (
        <Button size="compact-sm" variant="light" onClick={() => on.onCloseImported(row)}>
          {t('session.closeImported')}
        </Button>
      )}
      {imported === 'preparing' && (
        <Button size="compact-sm" variant="default" disabled leftSection={<Loader size={14} aria-hidden />}>
          {t('session.preparing')}
        </Button>
      )}
    </Group>
  );
}
