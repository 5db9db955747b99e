import { Alert, Anchor, Button, Group, Modal, Paper, Stack, Text, TextInput } from '@mantine/core'
import { type SyntheticEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { request } from '../../api/client.ts'
import { useInstance } from '../../app/instance.ts'
import { Page } from '../../components/Page.tsx'
import { AskOperatorNotice } from './AskOperatorNotice.tsx'

type Outcome = 'sent' | 'unreachable' | 'tooMany' | null

/** The login form hands over the address typed there, in the navigation's state (never in the address). */
function typedEmail(state: unknown): string {
  const email = (state as { email?: unknown } | null)?.email
  return typeof email === 'string' ? email : ''
}

/**
 * Asks for a link to set a new password (spec §5: the address must not be empty). The server answers the
 * same whether or not an account uses the address. No answer keeps what was typed, to send again. A server
 * that sends no mail gets no form: the person asks whoever runs it for a link.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation()
  const instance = useInstance()
  const [email, setEmail] = useState(typedEmail(useLocation().state))
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>(null)
  const [emptyAlert, setEmptyAlert] = useState(false)

  const send = async (event: SyntheticEvent) => {
    event.preventDefault()
    if (busy) return
    if (email.trim().length === 0) {
      setEmptyAlert(true)
      return
    }
    setBusy(true)
    const result = await request(
      'POST /users/forgot',
      { body: { email } },
      { 0: () => setOutcome('unreachable'), 429: () => setOutcome('tooMany') },
    )
    setBusy(false)
    if (result.success) setOutcome('sent')
  }

  if (instance?.sendsMail === false) {
    return (
      <Page title={t('forgotPassword.title')} size="xs">
        <AskOperatorNotice contactEmail={instance.contactEmail} />
      </Page>
    )
  }

  if (outcome === 'sent') {
    return (
      <Page title={t('forgotPassword.title')} size="xs">
        <Alert role="status" title={t('forgotPassword.sent.title')} data-testid="forgot-sent">
          <Stack gap="sm">
            <Text size="sm">{t('forgotPassword.sent.body', { email: email.trim() })}</Text>
            <Group gap="md">
              <Anchor component={Link} to="/auth/login" size="sm">
                {t('forgotPassword.backToLogin')}
              </Anchor>
              <Anchor component="button" type="button" size="sm" onClick={() => setOutcome(null)}>
                {t('forgotPassword.sent.again')}
              </Anchor>
            </Group>
          </Stack>
        </Alert>
      </Page>
    )
  }

  return (
    <Page title={t('forgotPassword.title')} size="xs">
      <Paper withBorder p="lg" radius="md">
        <form noValidate onSubmit={(event) => void send(event)}>
          <Stack gap="sm">
            <Text size="sm">{t('forgotPassword.intro')}</Text>
            <TextInput
              label={t('auth.fields.email')}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            {outcome !== null && (
              <Alert color="red" data-testid="forgot-problem">
                {t(`forgotPassword.${outcome}`)}
              </Alert>
            )}
            <Button type="submit" loading={busy} fullWidth>
              {t('forgotPassword.send')}
            </Button>
            <Anchor component={Link} to="/auth/login" size="sm">
              {t('forgotPassword.backToLogin')}
            </Anchor>
          </Stack>
        </form>
      </Paper>
      <Modal
        opened={emptyAlert}
        onClose={() => setEmptyAlert(false)}
        title={t('forgotPassword.title')}
        centered
      >
        <Text mb="md">{t('forgotPassword.invalidEmail')}</Text>
        <Group justify="flex-end">
          <Button onClick={() => setEmptyAlert(false)}>{t('common.okay')}</Button>
        </Group>
      </Modal>
    </Page>
  )
}
