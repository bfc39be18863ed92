import { Alert, Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** /financeiro-aberto: where login sends a company whose subscription has expired (spec 1 §2). */
export default function SubscriptionExpiredPage() {
  const { t } = useTranslation('account');
  return (
    <Container size="sm" py="xl">
      <Title order={1} size="h2" mb="md">
        {t('expired.title')}
      </Title>
      <Alert color="red" role="alert">
        {t('expired.body')}
      </Alert>
    </Container>
  );
}
