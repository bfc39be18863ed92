import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DueState } from '@shared/domain/dueDates';

/**
 * The due-date state of a company's row (spec 3 §3: yellow when 1 to 5 days remain, red when 0 or
 * less) as a labelled badge, so the state reads without its colour; filled yellow carries dark
 * text and filled red white, both over 4.5:1 in either theme.
 */
export function DueBadge({ state }: { state: DueState }) {
  const { t } = useTranslation('companies');
  if (state === 'ok') return null;
  return (
    <Badge
      variant="filled"
      radius="sm"
      color={state === 'soon' ? 'yellow.4' : 'red.8'}
      c={state === 'soon' ? 'dark.9' : 'white'}
      style={{ textTransform: 'none' }}
    >
      {t(state === 'soon' ? 'due.soon' : 'due.expired')}
    </Badge>
  );
}
