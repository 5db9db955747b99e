/** Every Mantine component's styles; loaded with any page beyond the critical ones, and with the overlays. */
import '@mantine/core/styles.layer.css'
import '@mantine/notifications/styles.layer.css'
