/**
 * The Mantine styles the prerendered pages need to paint (render-blocking, so kept small): the base,
 * the CSS variables and the components those pages render; each page inlines the part it renders
 * (scripts/build-web.ts, criticalCssFor). Everything else comes with ./full.ts, loaded at the visitor's
 * first input after hydration and before anything that needs more (dialogs, drawers, toasts, other pages).
 * All in Mantine's `@layer mantine`, so the order of the two stylesheets does not matter and the
 * app's own CSS modules win over both. Within the layer, later rules win: the imports keep the
 * order of Mantine's own styles.css (UnstyledButton before Button, ...). scripts/build-web.ts fails
 * the build if a prerendered page renders a component whose styles are missing here, or if the
 * order differs from Mantine's.
 */
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Accordion.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/Progress.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/Title.layer.css';
