import '../styles/full.ts'
import { Drawer } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import { useTranslation } from 'react-i18next'
import { AuthModal } from '../auth/AuthModal.tsx'
import { QuickTutorial } from '../components/QuickTutorial.tsx'
import { useStore } from '../lib/store.ts'
import { OfflineBookIndicator } from '../offline-book/OfflineBookIndicator.tsx'
import { PushExplanation } from '../push/PushExplanation.tsx'
import { closeMenu, menuOpenStore } from './menu-state.ts'
import SideMenu from './SideMenu.tsx'

/** Everything that opens over the page; loaded lazily by the shell. */
export default function Overlays({ docked }: { docked: boolean }) {
  const { t } = useTranslation()
  const menuOpen = useStore(menuOpenStore)
  return (
    <>
      <Notifications position="top-center" />
      {/* Built from its parts to name the dialog: without a title, the drawer's dialog has no name. */}
      <Drawer.Root
        opened={menuOpen && !docked}
        onClose={closeMenu}
        size={280}
        padding={0}
        data-testid="overlay-menu"
      >
        <Drawer.Overlay />
        <Drawer.Content aria-label={t('menu.label')}>
          <Drawer.Body>
            <SideMenu onNavigate={closeMenu} inDrawer />
          </Drawer.Body>
        </Drawer.Content>
      </Drawer.Root>
      <AuthModal />
      <QuickTutorial />
      <PushExplanation />
      <OfflineBookIndicator />
    </>
  )
}
