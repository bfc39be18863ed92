import { Button, Center, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** The 403 page of spec 1 §2: 'Oops! Acesso Negado!' with a Back button to /tickets. */
export function ForbiddenPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Center style={{ flex: 1 }} p="xl">
      <Stack align="center">
        <Title order={1} size="h2">
          {t('forbidden.title')}
        </Title>
        <Button onClick={() => navigate('/tickets')}>{t('forbidden.back')}</Button>
      </Stack>
    </Center>
  );
}
