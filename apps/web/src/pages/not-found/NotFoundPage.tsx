import { Button, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Page } from '../../components/Page.tsx'

export default function NotFoundPage() {
  const { t } = useTranslation()
  return (
    <Page title={t('notFound.title')}>
      <Stack align="flex-start" gap="md">
        <Text>{t('notFound.body')}</Text>
        <Button component={Link} to="/">
          {t('notFound.home')}
        </Button>
      </Stack>
    </Page>
  )
}
