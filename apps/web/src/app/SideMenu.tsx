import { Anchor, Badge, Box, Group, NavLink, Stack, Text } from '@mantine/core'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate } from 'react-router'
import { logout } from '../auth/auth-actions.ts'
import { useIsLoggedIn } from '../auth/session.ts'
import { Logo } from '../components/Logo.tsx'
import { isAdminStore, startAdminStatus } from './admin-status.ts'
import { useInstance } from './instance.ts'
import { useInMenuEntry } from './menu-history.ts'
import { useStore } from '../lib/store.ts'
import { friendRequestCountStore } from './friend-request-count.ts'
import { inboxCountStore } from './inbox-count.ts'
import { menuItems } from './menu-items.ts'
import classes from './SideMenu.module.css'

interface SideMenuProps {
  onNavigate: () => void
  /** Opened as the drawer, which has a history entry of its own: a page chosen here takes its place. */
  inDrawer?: boolean
}

/** The side menu; re-rendered, so rebuilt, on every auth, route and language change. */
export default function SideMenu({ onNavigate, inDrawer = false }: SideMenuProps) {
  const { t } = useTranslation()
  const loggedIn = useIsLoggedIn()
  const location = useLocation()
  const navigate = useNavigate()
  const inboxCount = useStore(inboxCountStore)
  const friendRequestCount = useStore(friendRequestCountStore)
  const instance = useInstance()
  const isAdmin = useStore(isAdminStore)
  useEffect(startAdminStatus, [])
  // undefined, not false: a link to the page already shown replaces its entry anyway (React Router).
  const replace = (useInMenuEntry() && inDrawer) || undefined

  const logOut = async () => {
    onNavigate()
    await logout()
    await navigate('/welcome', { replace })
  }

  return (
    <Stack className={classes.menu} gap={0} component="nav" aria-label={t('menu.label')}>
      <Group className={classes.brand} gap="sm" wrap="nowrap">
        <Logo size={32} />
        <div>
          <Text fw={700} size="lg" data-testid="menu-title">
            {instance?.selfHosted ? t('app.selfHostedName') : t('app.name')}
          </Text>
          {instance?.instanceName && (
            <Text size="xs" c="dimmed" className={classes.instanceName}>
              {instance.instanceName}
            </Text>
          )}
        </div>
      </Group>
      <Box className={classes.items}>
        {menuItems(loggedIn, instance?.flags, isAdmin).map((item) =>
          item.to === null ? (
            <NavLink
              key={item.id}
              component="button"
              label={t(item.labelKey)}
              leftSection={<item.icon size={20} />}
              onClick={() => void logOut()}
              data-menu-item={item.id}
            />
          ) : (
            <NavLink
              key={item.id}
              component={Link}
              to={item.to}
              replace={replace}
              label={t(item.labelKey)}
              leftSection={<item.icon size={20} />}
              rightSection={
                item.showsInboxCount && inboxCount > 0 ? (
                  <Badge size="sm" circle data-testid="inbox-count">
                    {inboxCount}
                  </Badge>
                ) : item.showsFriendRequestCount && friendRequestCount > 0 ? (
                  <Badge size="sm" circle data-testid="friend-request-count">
                    {friendRequestCount}
                  </Badge>
                ) : null
              }
              active={location.pathname === item.to}
              onClick={onNavigate}
              data-menu-item={item.id}
            />
          ),
        )}
      </Box>
      <Box className={classes.footer}>
        <Anchor
          component={Link}
          to="/about/details"
          replace={replace}
          size="xs"
          c="dimmed"
          onClick={onNavigate}
        >
          {t('menu.version', { version: __APP_VERSION__ })}
        </Anchor>
      </Box>
    </Stack>
  )
}
