import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { priorityColor, priorityLabelKey } from './priority';

/**
 * An announcement's priority in its colour (spec 1 §3: 1 red, 2 orange, 3 grey) and in words: the
 * colour as the badge's dot, the words in the text colour (orange text would not be readable).
 */
export function PriorityBadge({ priority }: { priority: number }) {
  const { t } = useTranslation('announcements');
  return (
    <Badge color={priorityColor(priority)} variant="dot" radius="sm" style={{ textTransform: 'none' }}>
      {t(priorityLabelKey(priority))}
    </Badge>
  );
}
