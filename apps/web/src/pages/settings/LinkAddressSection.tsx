import { Code, Divider, Text, Title } from '@mantine/core'
import { Trans, useTranslation } from 'react-i18next'
import { useInstance } from '../../app/instance.ts'

/**
 * Which address calendar feeds, mails and embed code point at, and where it comes from: PUBLIC_URL, or
 * the address this page was opened at (which other devices may not reach), or the server's own.
 */
export function LinkAddressSection() {
  const { t } = useTranslation()
  const links = useInstance()?.links
  if (!links) return null
  return (
    <>
      <Divider />
      <section data-testid="link-address" data-source={links.source}>
        <Title order={2} size="h4" mb="sm">
          {t('settings.links.title')}
        </Title>
        <Text size="sm">
          <Trans
            i18nKey={`settings.links.${links.source}`}
            values={{ url: links.url }}
            components={{ url: <Code /> }}
            t={t}
          />
        </Text>
      </section>
    </>
  )
}
