import { List, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Page } from '../../components/Page.tsx'

const PRIVACY_POINTS = ['stored', 'where', 'browser', 'mail', 'noTracking', 'delete'] as const
const TERMS_POINTS = ['operator', 'content', 'conduct', 'availability', 'software'] as const

/** Terms and privacy of a self-hosted instance: whoever runs the server is responsible for it. */
export default function LegalPage() {
  const { t } = useTranslation()
  return (
    <Page title={t('legal.title')}>
      <Stack gap="lg">
        <Text>{t('legal.intro')}</Text>
        <section>
          <Title order={2} size="h4" mb="xs">
            {t('legal.terms.title')}
          </Title>
          <List spacing="xs">
            {TERMS_POINTS.map((point) => (
              <List.Item key={point}>{t(`legal.terms.${point}`)}</List.Item>
            ))}
          </List>
        </section>
        <section>
          <Title order={2} size="h4" mb="xs">
            {t('legal.privacy.title')}
          </Title>
          <List spacing="xs">
            {PRIVACY_POINTS.map((point) => (
              <List.Item key={point}>{t(`legal.privacy.${point}`)}</List.Item>
            ))}
          </List>
        </section>
      </Stack>
    </Page>
  )
}
