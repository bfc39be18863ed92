import { Badge } from '@mantine/core';
import { colorOrFallback, readableText } from '@renderer/ui';

/** A tag in its own colour, its text black or white, whichever reads on it. */
export function TagChip({ name, color }: { name: string; color: string }) {
  const bg = colorOrFallback(color);
  return (
    <Badge radius="sm" style={{ background: bg, color: readableText(bg), textTransform: 'none' }} maw="100%">
      {name}
    </Badge>
  );
}
