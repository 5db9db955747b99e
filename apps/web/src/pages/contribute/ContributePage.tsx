import { Button, Center, Group, Loader, Stack, Text } from '@mantine/core'
import { IconExternalLink } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { useInstance } from '../../app/instance.ts'
import { Page } from '../../components/Page.tsx'
import NotFoundPage from '../not-found/NotFoundPage.tsx'

/** Where a contribution made on the operator's page comes back to: spec §2's two outcomes. */
const OUTCOMES = ['cancel', 'thankyou'] as const
type Outcome = (typeof OUTCOMES)[number]

const isOutcome = (value: string): value is Outcome => (OUTCOMES as readonly string[]).includes(value)

/**
 * contribute, contribute/cancel and contribute/thankyou: what contributing to this server is for, a link
 * out to its operator's page (CONTRIBUTE_URL), and the two pages that page can send people back to. Where
 * the operator has not turned contribution on, the three do not exist.
 */
export default function ContributePage() {
  const { t } = useTranslation()
  const given = useParams().outcome
  // No outcome: the page itself; one of spec §2's: its page; anything else: no such page.
  const outcome: Outcome | null | 'unknown' =
    given === undefined ? null : isOutcome(given) ? given : 'unknown'
  const instance = useInstance()
  if (!instance)
    return (
      <Page title={t('contribute.title')}>
        <Center>
          <Loader role="status" aria-label={t('contribute.loading')} />
        </Center>
      </Page>
    )
  if (!instance.flags.enableContribution || !instance.contributeUrl || outcome === 'unknown')
    return <NotFoundPage />
  const name = instance.instanceName ?? t('app.name')
  if (outcome)
    return (
      <Page title={t(`contribute.${outcome}.title`)}>
        <Stack align="flex-start" gap="md">
          <Text>{t(`contribute.${outcome}.body`, { name })}</Text>
          <Group>
            <Button component={Link} to="/">
              {t('contribute.home')}
            </Button>
            {outcome === 'cancel' && (
              <Button component={Link} to="/contribute" variant="default">
                {t('contribute.again')}
              </Button>
            )}
          </Group>
        </Stack>
      </Page>
    )
  const site = new URL(instance.contributeUrl).host
  return (
    <Page title={t('contribute.title')}>
      <Stack align="flex-start" gap="md">
        <Text>{t('contribute.why', { name })}</Text>
        <Text>{t('contribute.how')}</Text>
        <Button
          component="a"
          href={instance.contributeUrl}
          rel="noopener"
          rightSection={<IconExternalLink size={16} aria-hidden />}
        >
          {t('contribute.go', { site })}
        </Button>
        <Text size="sm" c="dimmed">
          {t('contribute.leaving', { site })}
        </Text>
      </Stack>
    </Page>
  )
}
