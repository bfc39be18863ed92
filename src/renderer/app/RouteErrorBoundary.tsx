import { Component, type ReactNode } from 'react';
import { Alert, Button, Center, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

function Fallback({ onReset }: { onReset(): void }) {
  const { t } = useTranslation();
  return (
    <Center style={{ flex: 1 }} p="xl">
      <Stack align="center">
        <Alert color="red" role="alert" title={t('routeError.title')}>
          {t('routeError.body')}
        </Alert>
        <Button onClick={onReset}>{t('routeError.reload')}</Button>
      </Stack>
    </Center>
  );
}

/** One per route: a screen that throws shows a way back instead of blanking the whole app. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('Screen failed', error);
  }

  override render() {
    if (this.state.failed) return <Fallback onReset={() => this.setState({ failed: false })} />;
    return this.props.children;
  }
}
