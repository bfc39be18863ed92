import { Center, Loader, Stack, Text } from '@mantine/core';

/** Full-window loading state (start-up, lazy screens). */
export function LoadingScreen({ label }: { label: string }) {
  return (
    <Center h="100dvh">
      <Stack align="center" role="status" aria-live="polite">
        <Loader />
        <Text c="dimmed">{label}</Text>
      </Stack>
    </Center>
  );
}
