import { Suspense } from 'react';
import { Container, Loader, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ExpiredBilling } from '@renderer/features/billing';

/**
 * /financeiro-aberto: where login sends a company whose subscription has expired (spec 1 §2), with
 * the way out: the open invoices and the checkout (the billing feature's), for its admins.
 */
export default function SubscriptionExpiredPage() {
  const { t } = useTranslation('account');
  return (
    <Container size="md" py="xl">
      <Title order={1} size="h2" mb="md">
        {t('expired.title')}
      </Title>
      <Suspense fallback={<Loader aria-hidden />}>
        <ExpiredBilling />
      </Suspense>
    </Container>
  );
}
