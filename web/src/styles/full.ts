/** All of Mantine's styles (and the toasts'), in `@layer mantine`: loaded after the first paint (see ./critical.ts). */
import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
