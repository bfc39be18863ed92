import type { ReactNode } from 'react';
import { ActionIcon } from '@mantine/core';
import { LazyTooltip } from './LazyTooltip';

interface RowActionProps {
  /** What it does to which row ('Editar Suporte'): its accessible name and its tooltip. */
  label: string;
  /** Why it cannot be used now: shown instead of the label, said as its description, and it is off. */
  disabledReason?: string | null;
  color?: string;
  onClick(): void;
  /** The icon (aria-hidden: the label names the button). */
  children: ReactNode;
}

/**
 * An icon button of a table row, named and explained by its tooltip, as every list page has them.
 * A LazyTooltip: a page of rows holds dozens of these, and Mantine's Tooltip set each one's
 * positioning up on mount, also for every row the table adds while scrolling.
 */
export function RowAction({ label, disabledReason, color, onClick, children }: RowActionProps) {
  return (
    <LazyTooltip label={disabledReason ?? label} withArrow>
      <ActionIcon
        variant="subtle"
        color={color}
        aria-label={label}
        aria-description={disabledReason ?? undefined}
        disabled={Boolean(disabledReason)}
        onClick={onClick}
      >
        {children}
      </ActionIcon>
    </LazyTooltip>
  );
}
