import { Box, Center, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** A locked feature (spec sections 2 and 4): the content blurred and inert behind an overlay with its message and button. */
export function LockedOverlay({ overlay, children, testId }: { overlay: ReactNode; children: ReactNode; testId: string }) {
  return (
    <Box pos="relative" data-testid={testId} data-locked="true">
      <Box style={{ filter: 'blur(4px)', pointerEvents: 'none', userSelect: 'none' }} aria-hidden inert>
        {children}
      </Box>
      <Center pos="absolute" inset={0} p="md">
        <Paper shadow="md" p="lg" withBorder maw={420}>
          <Stack align="center" gap="sm" ta="center">
            {overlay}
          </Stack>
        </Paper>
      </Center>
    </Box>
  );
}
