import { IconCheck, IconChecks, IconClock } from '@tabler/icons-react';
import { useFixedT } from '@renderer/i18n';

/** Ack icons of spec 1 §4: 0 clock, 1 sent, 2 delivered, 3–4 read (audio: played), 5 read. */
export function AckIcon({ ack, audio = false }: { ack: number | 'sending'; audio?: boolean }) {
  const t = useFixedT('messages');
  const common = { size: 16, role: 'img' as const };
  if (ack === 'sending') return <IconClock {...common} aria-label={t('ack.sending')} />;
  if (ack <= 0) return <IconClock {...common} aria-label={t('ack.pending')} />;
  if (ack === 1) return <IconCheck {...common} aria-label={t('ack.sent')} />;
  if (ack === 2) return <IconChecks {...common} aria-label={t('ack.delivered')} />;
  const played = audio && ack <= 4;
  return (
    <IconChecks
      {...common}
      color={played ? 'var(--mantine-color-green-6)' : 'var(--mantine-color-blue-5)'}
      aria-label={played ? t('ack.played') : t('ack.read')}
    />
  );
}
