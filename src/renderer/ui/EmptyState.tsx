import type { ReactNode } from 'react';
import { Center, Stack, Text } from '@mantine/core';

/** What a list or pane shows when it has nothing to show. */
export function EmptyState({ icon, title, children }: { icon?: ReactNode; title: string; children?: ReactNode }) {
  return (
    <Center style={{ flex: 1 }} p="xl">
      <Stack align="center" gap="xs" maw={360} ta="center">
        {icon}
        <Text fw={500}>{title}</Text>
        {children && (
          <Text size="sm" c="dimmed">
            {children}
          </Text>
        )}
      </Stack>
    </Center>
  );
}
