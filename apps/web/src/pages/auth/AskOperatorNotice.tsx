import { Alert, Anchor, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

/**
 * A server that sends no mail cannot send a reset link: the person asks whoever runs it, who makes one
 * with `npm run admin -- reset-link EMAIL`. Says how to reach them when the operator published an address.
 */
export function AskOperatorNotice({ contactEmail }: { contactEmail: string | null }) {
  const { t } = useTranslation()
  return (
    <Alert title={t('forgotPassword.noMail.title')} data-testid="forgot-no-mail">
      <Stack gap="sm">
        <Text size="sm">{t('forgotPassword.noMail.body')}</Text>
        {contactEmail ? (
          <Text size="sm">
            {t('forgotPassword.noMail.contact')}{' '}
            <Anchor href={`mailto:${contactEmail}`} size="sm">
              {contactEmail}
            </Anchor>
          </Text>
        ) : (
          <Text size="sm">{t('forgotPassword.noMail.noContact')}</Text>
        )}
        <Anchor component={Link} to="/auth/login" size="sm">
          {t('forgotPassword.backToLogin')}
        </Anchor>
      </Stack>
    </Alert>
  )
}
