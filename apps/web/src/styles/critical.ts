/**
 * The Mantine styles the shell and the welcome page need to paint: base, variables, and the few layout and
 * text components they use. Everything else comes with full.ts, off the critical path. Mantine's
 * layered files are used throughout, so our own CSS wins whatever the load order.
 */
import '@mantine/core/styles/baseline.layer.css'
import '@mantine/core/styles/default-css-variables.layer.css'
import '@mantine/core/styles/global.layer.css'
import '@mantine/core/styles/UnstyledButton.layer.css'
import '@mantine/core/styles/Group.layer.css'
import '@mantine/core/styles/Stack.layer.css'
import '@mantine/core/styles/Title.layer.css'
import '@mantine/core/styles/Text.layer.css'
import '@mantine/core/styles/Container.layer.css'
import '@mantine/core/styles/Center.layer.css'
