import { useState } from 'react';
import { Button, Card, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUser } from '@renderer/session';
import { PageHeader } from '@renderer/ui';
import { CheckoutDialog } from './CheckoutDialog';
import { daysUntil, formatDueDate, localToday } from './money';

/** /subscription (spec 3 "Subscription info"): when the licence ends, the billing email, and Subscribe. */
export default function SubscriptionPage() {
  const { t, i18n } = useTranslation('billing');
  const user = useUser();
  const [open, setOpen] = useState(false);
  const dueDate = user.company?.dueDate ?? null;
  const days = dueDate ? daysUntil(dueDate, localToday()) : null;
  const licence =
    days === null
      ? t('subscription.noDueDate')
      : days > 0
        ? t('subscription.expiresIn', { count: days })
        : days === 0
          ? t('subscription.expiresToday')
          : t('subscription.expired', { date: formatDueDate(dueDate, i18n.language) });
  const admin = user.profile === 'admin';
  return (
    <Stack p="md" gap="md">
      <PageHeader title={t('subscription.title')} />
      <Card withBorder maw={560}>
        <Stack gap="sm">
          <Text fw={600}>{licence}</Text>
          <Text size="sm">
            {t('subscription.billingEmail')}: {user.email}
          </Text>
          {admin ? (
            <Button onClick={() => setOpen(true)} style={{ alignSelf: 'flex-start' }}>
              {t('subscription.subscribe')}
            </Button>
          ) : (
            <Text size="sm" c="dimmed">
              {t('subscription.adminOnly')}
            </Text>
          )}
        </Stack>
      </Card>
      {admin && <CheckoutDialog opened={open} onClose={() => setOpen(false)} />}
    </Stack>
  );
}
