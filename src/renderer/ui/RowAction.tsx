import type { ReactNode } from 'react';
import { ActionIcon, Tooltip } from '@mantine/core';

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

/** An icon button of a table row, named and explained by its tooltip, as every list page has them. */
export function RowAction({ label, disabledReason, color, onClick, children }: RowActionProps) {
  return (
    <Tooltip label={disabledReason ?? label} withArrow>
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
    </Tooltip>
  );
}
