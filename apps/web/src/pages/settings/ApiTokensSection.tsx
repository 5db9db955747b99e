/**
 * Personal API tokens (settings): made with a name and a scope, shown once to copy, listed with when they
 * were made and last used, revoked. Scripts send them as `Authorization: Bearer rsm_…`.
 */
import {
  Alert,
  Badge,
  Button,
  CopyButton,
  Group,
  Paper,
  Radio,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import type { TApiToken, TApiTokenScope } from '@rosemary/shared/contract'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { request, unwrap } from '../../api/client.ts'
import { toastError } from '../../app/notify.ts'

const TOKENS_KEY = ['api-tokens'] as const

export function ApiTokensSection() {
  const { t, i18n } = useTranslation()
  const queryClient = useQueryClient()
  const tokens = useQuery({
    queryKey: TOKENS_KEY,
    queryFn: async () => unwrap(await request('GET /users/api-tokens')).tokens,
  })
  const [name, setName] = useState('')
  const [scope, setScope] = useState<TApiTokenScope>('read')
  const [busy, setBusy] = useState(false)
  const [made, setMade] = useState<string | null>(null)
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))

  const make = async () => {
    setBusy(true)
    const result = await request(
      'POST /users/api-tokens',
      { body: { name, scope } },
      {
        400: () => toastError(t('apiTokens.nameNeeded')),
        403: () => toastError(t('apiTokens.tooMany')),
      },
    )
    setBusy(false)
    if (!result.success) return
    setMade(result.data.token)
    setName('')
    await queryClient.invalidateQueries({ queryKey: TOKENS_KEY })
  }

  const revoke = async (token: TApiToken) => {
    const result = await request('DELETE /users/api-tokens/:id', { params: { id: token.id } })
    if (result.success) await queryClient.invalidateQueries({ queryKey: TOKENS_KEY })
  }

  return (
    <section aria-labelledby="api-tokens-title">
      <Title order={2} size="h4" mb={4} id="api-tokens-title">
        {t('apiTokens.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('apiTokens.hint')}
      </Text>
      <Stack gap="sm">
        <TextInput
          label={t('apiTokens.name')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <Radio.Group
          label={t('apiTokens.scope')}
          value={scope}
          onChange={(value) => setScope(value === 'write' ? 'write' : 'read')}
        >
          <Group gap="md" mt={4}>
            <Radio value="read" label={t('apiTokens.scopes.read')} />
            <Radio value="write" label={t('apiTokens.scopes.write')} />
          </Group>
        </Radio.Group>
        <Group>
          <Button onClick={() => void make()} loading={busy} disabled={name.trim() === ''}>
            {t('apiTokens.make')}
          </Button>
        </Group>
        {made && (
          <Alert
            title={t('apiTokens.madeTitle')}
            withCloseButton
            closeButtonLabel={t('common.close')}
            onClose={() => setMade(null)}
          >
            <TextInput
              label={t('apiTokens.madeLabel')}
              description={t('apiTokens.once')}
              value={made}
              readOnly
              data-testid="new-api-token"
              onFocus={(event) => event.currentTarget.select()}
              mb="xs"
            />
            <CopyButton value={made}>
              {({ copied, copy }) => (
                <Button size="xs" variant="default" onClick={copy}>
                  {copied ? t('apiTokens.copied') : t('apiTokens.copy')}
                </Button>
              )}
            </CopyButton>
          </Alert>
        )}
        {tokens.data && tokens.data.length > 0 && (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="api-tokens">
            {tokens.data.map((token) => (
              <Paper key={token.id} component="li" withBorder p="sm" radius="md">
                <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                  <div style={{ minWidth: 0 }}>
                    <Group gap="xs">
                      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {token.name}
                      </Text>
                      <Badge variant="light">{t(`apiTokens.scopes.${token.scope}`)}</Badge>
                    </Group>
                    <Text size="xs" c="dimmed">
                      {t('apiTokens.created', { date: when(token.createdAt) })} ·{' '}
                      {token.lastUsedAt
                        ? t('apiTokens.lastUsed', { date: when(token.lastUsedAt) })
                        : t('apiTokens.neverUsed')}
                    </Text>
                  </div>
                  <Button
                    size="xs"
                    variant="default"
                    color="red"
                    onClick={() => void revoke(token)}
                    aria-label={t('apiTokens.revokeNamed', { name: token.name })}
                  >
                    {t('apiTokens.revoke')}
                  </Button>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    </section>
  )
}
