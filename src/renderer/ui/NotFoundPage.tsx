import { Button, Center, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Center style={{ flex: 1 }} p="xl">
      <Stack align="center">
        <Title order={1} size="h2">
          {t('notFound.title')}
        </Title>
        <Button component={Link} to="/tickets">
          {t('notFound.back')}
        </Button>
      </Stack>
    </Center>
  );
}
