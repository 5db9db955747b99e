import { Button, Group, Title } from '@mantine/core'
import type { TShoppingItem } from '@rosemary/shared/contract'
import { IconClearAll } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { ItemHandlers } from './ItemSections.tsx'
import { ItemRow } from './ItemRow.tsx'
import classes from './ShoppingList.module.css'

/** What is checked off: unchecked from here, or cleared all at once. */
export function DoneSection({
  done,
  handlers,
  onClear,
}: {
  done: readonly TShoppingItem[]
  handlers: ItemHandlers
  onClear: () => void
}) {
  const { t, i18n } = useTranslation()
  const words = { t, language: i18n.language }
  if (done.length === 0) return null
  return (
    <section aria-labelledby="shopping-done" data-testid="done-section">
      <Group justify="space-between" mb={4}>
        <Title order={2} size="h5" id="shopping-done">
          {t('shopping.done', { number: done.length })}
        </Title>
        <Button size="xs" variant="light" leftSection={<IconClearAll size={16} />} onClick={onClear}>
          {t('shopping.clearDone')}
        </Button>
      </Group>
      <ul className={classes.plainList} style={{ gap: 0 }}>
        {done.map((item) => (
          <ItemRow
            key={item.id}
            item={item}
            pending={handlers.pendingIds.has(item.id)}
            {...handlers}
            {...words}
          />
        ))}
      </ul>
    </section>
  )
}
