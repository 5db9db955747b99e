import { Button, Group, Textarea } from '@mantine/core'
import { splitItemLines } from '@rosemary/shared/shopping'
import { IconPlus } from '@tabler/icons-react'
import { type SyntheticEvent, type KeyboardEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * One field for adding: a typed item, or a pasted block that becomes one item a line. A text area, so a
 * pasted block keeps its lines; Enter adds, Shift+Enter starts a new line.
 */
export function AddItemsForm({ onAdd }: { onAdd: (titles: string[]) => Promise<unknown> }) {
  const { t } = useTranslation()
  const [text, setText] = useState('')
  const lines = splitItemLines(text)

  const add = async () => {
    if (lines.length === 0) return
    setText('')
    await onAdd(lines)
  }
  const submit = (event: SyntheticEvent) => {
    event.preventDefault()
    void add()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      void add()
    }
  }

  return (
    <form onSubmit={submit}>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <Textarea
          style={{ flex: 1 }}
          label={t('shopping.addLabel')}
          description={t('shopping.addHint')}
          placeholder={t('shopping.addPlaceholder')}
          autosize
          minRows={1}
          maxRows={8}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" leftSection={<IconPlus size={16} />} disabled={lines.length === 0}>
          {lines.length > 1 ? t('shopping.addMany', { count: lines.length }) : t('shopping.add')}
        </Button>
      </Group>
    </form>
  )
}
