import type { ReactNode } from 'react';
import { Group, Text, Title } from '@mantine/core';

/**
 * A list page's title (its one h1) with the number of records, as the spec's pages show it
 * ("Conexões (3)"), and the page's controls (search, add) on the right; they wrap under the title
 * on a narrow window instead of leaving it.
 */
export function PageHeader({ title, count, children }: { title: string; count?: number; children?: ReactNode }) {
  return (
    <Group justify="space-between" align="center" gap="sm" wrap="wrap">
      <Title order={1} size="h3">
        {title}
        {count !== undefined && (
          <Text span inherit c="dimmed" fw={400}>
            {` (${count})`}
          </Text>
        )}
      </Title>
      {children && (
        <Group gap="sm" wrap="wrap" style={{ flex: '1 1 auto', justifyContent: 'flex-end' }}>
          {children}
        </Group>
      )}
    </Group>
  );
}
