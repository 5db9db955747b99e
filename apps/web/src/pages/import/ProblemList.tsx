import { List, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * Part of an import's summary: what went wrong, one line per thing (a recipe, a picture) with its reason,
 * and how many more there were than the job kept.
 */
export function ProblemList({
  heading,
  items,
  unlisted,
  testId,
}: {
  heading: string
  items: { title: string; detail?: ReactNode; reason: string }[]
  unlisted: number
  testId: string
}) {
  const { t } = useTranslation()
  return (
    <div>
      <Text fw={500} mb={4}>
        {heading}
      </Text>
      <List size="sm" spacing={4} data-testid={testId}>
        {items.map((item, index) => (
          <List.Item key={index}>
            <Text span fw={500} size="sm">
              {item.title}
            </Text>
            {item.detail}
            {': '}
            {item.reason}
          </List.Item>
        ))}
      </List>
      {unlisted > 0 && (
        <Text size="sm" c="dimmed" mt={4}>
          {t('imports.unlisted', { count: unlisted })}
        </Text>
      )}
    </div>
  )
}
