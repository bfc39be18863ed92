import { lazy, Suspense } from 'react';
import { Box, Button, CopyButton, Group, Loader, Stack, Text, Textarea } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PixCharge } from '@shared/api/invoice';
import { formatBrl } from './money';

// The QR library only matters once a charge is shown: its own chunk, loaded then (as the connections' QR dialog does).
const QRCodeSVG = lazy(() => import('qrcode.react').then((m) => ({ default: m.QRCodeSVG })));

/** The checkout's last screen (spec 3 "Checkout dialog"): the Pix code, its amount and image, and a copy button. */
export function PixPayment({ charge }: { charge: PixCharge }) {
  const { t } = useTranslation('billing');
  const code = charge.qrcode.qrcode;
  const amount = formatBrl(Number(charge.valor.original));
  return (
    <Stack align="center" gap="sm">
      <Text fw={600}>{t('checkout.pix.title')}</Text>
      <Text size="sm" c="dimmed" ta="center">
        {t('checkout.pix.howTo')}
      </Text>
      <Box bg="white" p="md" style={{ borderRadius: 8, lineHeight: 0 }}>
        <Suspense fallback={<Loader aria-hidden />}>
          <QRCodeSVG
            value={code}
            size={220}
            marginSize={2}
            role="img"
            title={t('checkout.pix.qr', { amount })}
            aria-label={t('checkout.pix.qr', { amount })}
            data-qrcode={code}
          />
        </Suspense>
      </Box>
      <Group gap="xs">
        <Text size="sm">{t('checkout.pix.amount')}:</Text>
        <Text fw={700} data-testid="pix-amount">
          {amount}
        </Text>
      </Group>
      <Textarea
        label={t('checkout.pix.code')}
        value={code}
        readOnly
        rows={4}
        w="100%"
        styles={{ input: { fontFamily: 'monospace', fontSize: 12, wordBreak: 'break-all' } }}
      />
      {/* Spec 3 §9: the 'copied' feedback lasts 1 second. */}
      <CopyButton value={code} timeout={1000}>
        {({ copied, copy }) => (
          <Button
            onClick={copy}
            color={copied ? 'teal' : undefined}
            leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          >
            {copied ? t('checkout.pix.copied') : t('checkout.pix.copy')}
          </Button>
        )}
      </CopyButton>
      <Group gap="xs" role="status">
        <Loader size="xs" aria-hidden />
        <Text size="sm" c="dimmed">
          {t('checkout.pix.waiting')}
        </Text>
      </Group>
    </Stack>
  );
}
