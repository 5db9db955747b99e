import { Container, Group, Title, UnstyledButton } from '@mantine/core'
import { type ReactNode, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useOpenMenu } from '../app/menu-history.ts'
import { useShell } from '../app/shell-context.ts'
import { MenuIcon } from './MenuIcon.tsx'
import classes from './Page.module.css'

interface PageProps {
  title: string
  /** Buttons at the right end of the header. */
  actions?: ReactNode
  size?: 'xs' | 'sm' | 'md' | 'lg'
  children: ReactNode
}

/** A page: its header (menu button unless the menu is docked, title, actions) and its content. */
export function Page({ title, actions, size = 'sm', children }: PageProps) {
  const { t } = useTranslation()
  const { docked } = useShell()
  const openMenu = useOpenMenu()

  useEffect(() => {
    document.title = `${title} · ${t('app.name')}`
  }, [title, t])

  return (
    <>
      <header className={classes.header}>
        <Group gap="sm" wrap="nowrap" className={classes.headerInner}>
          {!docked && (
            <UnstyledButton
              className={classes.menuButton}
              onClick={openMenu}
              aria-label={t('menu.open')}
              data-testid="menu-button"
            >
              <MenuIcon />
            </UnstyledButton>
          )}
          <Title order={1} size="h3" className={classes.title}>
            {title}
          </Title>
          {actions && <Group gap="xs">{actions}</Group>}
        </Group>
      </header>
      <Container size={size} className={classes.content}>
        {children}
      </Container>
    </>
  )
}
