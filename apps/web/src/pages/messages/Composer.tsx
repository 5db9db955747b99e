import { ActionIcon, Alert, Button, CloseButton, Group, Stack, Text, Textarea } from '@mantine/core'
import { MAX_MESSAGE_LENGTH } from '@rosemary/shared/contract'
import type { AttachedRecipe } from '../../data/messages.ts'
import { IconSend, IconToolsKitchen2 } from '@tabler/icons-react'
import { type KeyboardEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { usePendingChanges } from '../../app/leave-guard.tsx'
import classes from './Messages.module.css'
import { RecipePicker } from './RecipePicker.tsx'
import { useSendMessage } from './use-send-message.ts'

/** The counter shows from this many characters on, so it does not distract before the limit matters. */
export const COUNTER_FROM = MAX_MESSAGE_LENGTH - 1000

/**
 * Writing a message: Enter sends, Shift+Enter starts a new line; one recipe may be attached. The text and
 * recipe are emptied only once the server has the message. One composer per thread (keyed by the person):
 * what was typed to one person is never sent to another.
 */
export function Composer({ otherUserId }: { otherUserId: string }) {
  const { t, i18n } = useTranslation()
  const sender = useSendMessage(otherUserId)
  const [body, setBody] = useState('')
  const [recipe, setRecipe] = useState<AttachedRecipe | null>(null)
  const [picking, setPicking] = useState(false)
  const tooLong = body.length > MAX_MESSAGE_LENGTH
  const empty = body.trim() === '' && recipe === null
  usePendingChanges(!empty)
  const numbers = new Intl.NumberFormat(i18n.language)

  const submit = async () => {
    if (empty || tooLong || sender.sending) return
    if (await sender.send(body.trim(), recipe)) {
      setBody('')
      setRecipe(null)
    }
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    void submit()
  }

  const problem = sender.problem
  return (
    <Stack gap="xs" className={classes.composer}>
      {problem && (
        <Alert color="red" role="alert" data-testid="send-problem">
          {t(`messages.problem.${problem.kind}`)}
          {problem.kind === 'invalid' && problem.message ? ` ${problem.message}` : ''}
        </Alert>
      )}
      {recipe && (
        <Group gap="xs" wrap="nowrap" data-testid="attached-recipe">
          <IconToolsKitchen2 size={18} aria-hidden="true" />
          <Text size="sm" fw={600} style={{ flex: 1 }} truncate>
            {recipe.title}
          </Text>
          <CloseButton
            aria-label={t('messages.removeRecipe', { title: recipe.title })}
            onClick={() => setRecipe(null)}
          />
        </Group>
      )}
      <Textarea
        label={t('messages.write')}
        placeholder={t('messages.placeholder')}
        value={body}
        onChange={(event) => setBody(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        autosize
        minRows={2}
        maxRows={8}
        error={tooLong ? t('messages.tooLong', { max: numbers.format(MAX_MESSAGE_LENGTH) }) : undefined}
        description={t('messages.enterHint')}
        data-testid="message-input"
      />
      <Group justify="space-between" wrap="nowrap">
        <Button
          variant="default"
          leftSection={<IconToolsKitchen2 size={18} />}
          onClick={() => setPicking(true)}
        >
          {recipe ? t('messages.changeRecipe') : t('messages.attachRecipe')}
        </Button>
        <Group gap="xs" wrap="nowrap">
          {body.length >= COUNTER_FROM && (
            <Text size="sm" c={tooLong ? 'red' : 'dimmed'} aria-live="polite" data-testid="message-counter">
              {t('messages.counter', {
                count: numbers.format(body.length),
                max: numbers.format(MAX_MESSAGE_LENGTH),
              })}
            </Text>
          )}
          <ActionIcon
            size="lg"
            variant="filled"
            onClick={() => void submit()}
            disabled={empty || tooLong}
            loading={sender.sending}
            aria-label={t('messages.send')}
            data-testid="send-message"
          >
            <IconSend size={20} />
          </ActionIcon>
        </Group>
      </Group>
      <RecipePicker
        opened={picking}
        onClose={() => setPicking(false)}
        onPick={(picked) => {
          setRecipe(picked)
          setPicking(false)
        }}
      />
    </Stack>
  )
}
