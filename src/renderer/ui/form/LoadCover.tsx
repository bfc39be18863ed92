import type { ReactNode } from 'react';
import { Alert, Box, LoadingOverlay } from '@mantine/core';

interface LoadCoverProps {
  /** Covered while true (and no error). */
  loading: boolean;
  /** Why the reading failed, said above the fields. */
  error: string | null;
  /** The spinner's accessible name. */
  loadingLabel: string;
  children: ReactNode;
}

/**
 * A dialog's fields while its record is read: there from the start (the dialog's first focus
 * lands on them) and covered until the reading is in; a failed reading is said above them.
 */
export function LoadCover({ loading, error, loadingLabel, children }: LoadCoverProps) {
  return (
    <>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Box pos="relative">
        <LoadingOverlay visible={loading && !error} loaderProps={{ role: 'progressbar', 'aria-label': loadingLabel }} />
        {children}
      </Box>
    </>
  );
}
