import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

/** What a dialog that added something says when done: what was added where, a link there, and Close. */
export function AddedNotice({
  testId,
  text,
  to,
  linkText,
  onClose,
}: {
  testId: string
  text: string
  to: string
  linkText: string
  onClose: () => void
}) {
  const { t } = useTranslation()
  return (
    <Stack gap="md">
      <Alert color="green" role="status" data-testid={testId}>
        <Text size="sm">{text}</Text>
        <Anchor component={Link} to={to} size="sm">
          {linkText}
        </Anchor>
      </Alert>
      <Group justify="flex-end">
        <Button onClick={onClose}>{t('common.close')}</Button>
      </Group>
    </Stack>
  )
}
