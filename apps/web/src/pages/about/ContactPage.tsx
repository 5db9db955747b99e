import { Anchor, Loader, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { request, unwrap } from '../../api/client.ts'
import { Page } from '../../components/Page.tsx'

export default function ContactPage() {
  const { t } = useTranslation()
  const instance = useQuery({
    queryKey: ['instance'],
    queryFn: async () => unwrap(await request('GET /instance')),
  })
  const contact = instance.data?.contactEmail
  return (
    <Page title={t('contact.title')}>
      <Stack gap="md">
        <Text>{t('contact.intro')}</Text>
        {instance.isPending && <Loader size="sm" />}
        {instance.isSuccess &&
          (contact ? (
            <Text>
              {t('contact.email')}{' '}
              <Anchor href={`mailto:${contact}`} data-testid="contact-email">
                {contact}
              </Anchor>
            </Text>
          ) : (
            <Text c="dimmed">{t('contact.notConfigured')}</Text>
          ))}
        {instance.data?.sendsMail === false && (
          <Text data-testid="contact-no-mail">{t('contact.noMail')}</Text>
        )}
      </Stack>
    </Page>
  )
}
