import '../styles/full.ts'
import { Drawer } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import { AuthModal } from '../auth/AuthModal.tsx'
import { QuickTutorial } from '../components/QuickTutorial.tsx'
import { useStore } from '../lib/store.ts'
import { closeMenu, menuOpenStore } from './menu-state.ts'
import SideMenu from './SideMenu.tsx'

/** Everything that opens over the page; loaded lazily by the shell. */
export default function Overlays({ docked }: { docked: boolean }) {
  const menuOpen = useStore(menuOpenStore)
  return (
    <>
      <Notifications position="top-center" />
      <Drawer
        opened={menuOpen && !docked}
        onClose={closeMenu}
        size={280}
        padding={0}
        withCloseButton={false}
        data-testid="overlay-menu"
      >
        <SideMenu onNavigate={closeMenu} />
      </Drawer>
      <AuthModal />
      <QuickTutorial />
    </>
  )
}
