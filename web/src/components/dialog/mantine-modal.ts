// Mantine's Modal alone, for dialog-on-demand.tsx to load when a dialog first opens.
export { Modal } from '@mantine/core';
