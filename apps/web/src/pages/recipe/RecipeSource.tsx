import { Anchor, Text } from '@mantine/core'
import { toWebLink } from '@rosemary/shared'
import { useTranslation } from 'react-i18next'

/**
 * Where a recipe comes from: its source, linked to its url only when that is an http(s) address. Older
 * recipes and other servers may hold any text there; `javascript:` or `data:` must never become a link.
 */
export function RecipeSource({ source, url }: { source: string; url: string }) {
  const { t } = useTranslation()
  if (!source && !url) return null
  const link = toWebLink(url)
  const name = source || url
  return (
    <Text size="sm">
      <Text span fw={600}>
        {t('recipe.source')}:
      </Text>{' '}
      {link ? (
        <Anchor href={link} target="_blank" rel="noopener noreferrer nofollow">
          {name}
        </Anchor>
      ) : (
        name
      )}
    </Text>
  )
}
