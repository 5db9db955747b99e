import { Center, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useRouteError } from 'react-router'
import { PlainButton } from '../components/LinkButton.tsx'

/** Shown when a page fails to render; the error goes to the console, never to the screen. */
export function RouteError() {
  const { t } = useTranslation()
  console.error(useRouteError())
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="sm" maw={420}>
        <Title order={1} size="h3">
          {t('errors.pageFailed.title')}
        </Title>
        <Text ta="center">{t('errors.pageFailed.body')}</Text>
        <PlainButton onClick={() => window.location.reload()}>{t('errors.pageFailed.reload')}</PlainButton>
      </Stack>
    </Center>
  )
}
