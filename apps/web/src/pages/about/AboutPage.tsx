import { Anchor, List, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Page } from '../../components/Page.tsx'

export default function AboutPage() {
  const { t } = useTranslation()
  return (
    <Page title={t('about.title')}>
      <Stack gap="md">
        <Text>{t('about.what')}</Text>
        <Text>{t('about.selfHosted')}</Text>
        <List spacing="xs">
          <List.Item>
            <Anchor component={Link} to="/about/details">
              {t('about.links.details')}
            </Anchor>
          </List.Item>
          <List.Item>
            <Anchor component={Link} to="/about/contact">
              {t('about.links.contact')}
            </Anchor>
          </List.Item>
          <List.Item>
            <Anchor component={Link} to="/legal">
              {t('about.links.legal')}
            </Anchor>
          </List.Item>
          <List.Item>
            <Anchor href="/api/docs" target="_blank" rel="noopener">
              {t('about.links.api')}
            </Anchor>
          </List.Item>
        </List>
      </Stack>
    </Page>
  )
}
