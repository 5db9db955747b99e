import { ActionIcon, Group, Modal, Title } from '@mantine/core'
import { IconMenu2, IconX } from '@tabler/icons-react'
import type { AuthMode } from '@rosemary/shared'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useOpenMenu } from '../app/menu-history.ts'
import { useStore } from '../lib/store.ts'
import { logout } from './auth-actions.ts'
import { authModalStore } from './auth-modal.ts'
import { AuthForm } from './AuthForm.tsx'
import { useIsLoggedIn } from './session.ts'

/**
 * The auth prompt opened by a 401. With a (rejected) token stored, its close icon logs out; without one,
 * a menu icon lets the person go elsewhere. However it closes, the page reloads so that it is loaded
 * again with the new session (spec §2, §4).
 */
export function AuthModal() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const state = useStore(authModalStore)
  const loggedIn = useIsLoggedIn()
  const [mode, setMode] = useState<AuthMode | null>(null)
  const openMenu = useOpenMenu()

  if (state === null) return null
  const initialMode: AuthMode = state.startWithRegister ? 'register' : 'login'
  const shownMode = mode ?? initialMode

  const dismiss = () => {
    authModalStore.set(null)
    window.location.reload()
  }
  const logoutAndLeave = async () => {
    await logout()
    await navigate('/welcome')
    dismiss()
  }

  const title = shownMode === 'register' ? t('auth.register.title') : t('auth.login.title')
  // Built from its parts: the heading shares a row with the icon, so it is not Mantine's title, and the
  // dialog takes its name from the same text.
  return (
    <Modal.Root opened onClose={dismiss} centered data-testid="auth-modal">
      <Modal.Overlay />
      <Modal.Content aria-label={title}>
        <Modal.Body>
          <Group mb="md" gap="sm">
            {loggedIn ? (
              <ActionIcon
                variant="subtle"
                onClick={() => void logoutAndLeave()}
                aria-label={t('menu.logout')}
              >
                <IconX />
              </ActionIcon>
            ) : (
              <ActionIcon variant="subtle" onClick={openMenu} aria-label={t('menu.open')}>
                <IconMenu2 />
              </ActionIcon>
            )}
            <Title order={2} size="h3">
              {title}
            </Title>
          </Group>
          <AuthForm
            initialMode={initialMode}
            onAuthenticated={dismiss}
            onModeChange={setMode}
            // The forgot-password page needs no reload: nothing of the old session is shown there.
            onLeave={() => authModalStore.set(null)}
          />
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  )
}
