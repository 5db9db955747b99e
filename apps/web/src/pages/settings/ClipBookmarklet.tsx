import { Anchor, Text, Title } from '@mantine/core'
import { IconBookmark } from '@tabler/icons-react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { buildBookmarklet } from './bookmarklet.ts'

/** The "Clip to Rosemary" bookmarklet, to drag to the bookmarks bar. */
export function ClipBookmarklet() {
  const { t } = useTranslation()
  const link = useRef<HTMLAnchorElement>(null)

  // React refuses javascript: addresses in href (it replaces them), so the attribute is set directly.
  useEffect(() => {
    link.current?.setAttribute('href', buildBookmarklet(window.location.href))
  }, [])

  return (
    <section>
      <Title order={2} size="h4" mb="sm">
        {t('settings.bookmarklet.title')}
      </Title>
      <Text size="sm" mb="sm">
        {t('settings.bookmarklet.description')}
      </Text>
      <Anchor
        ref={link}
        onClick={(event) => event.preventDefault()}
        data-testid="clip-bookmarklet"
        fw={600}
        style={{ display: 'inline-flex', alignItems: 'center', gap: 6, cursor: 'grab' }}
      >
        <IconBookmark size={18} />
        {t('settings.bookmarklet.link')}
      </Anchor>
      <Text size="xs" c="dimmed" mt="xs">
        {t('settings.bookmarklet.hint')}
      </Text>
    </section>
  )
}
