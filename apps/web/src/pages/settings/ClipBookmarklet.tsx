import { Anchor, Text, Title } from '@mantine/core'
import { IconBookmark } from '@tabler/icons-react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { BOOKMARKLET_SECTION, buildBookmarklet } from './bookmarklet.ts'

/**
 * The "Clip to Rosemary" bookmarklet, to drag to the bookmarks bar. Come from a link to it (a site that
 * refused the server a page), its heading takes the focus, which brings it into view.
 */
export function ClipBookmarklet() {
  const { t } = useTranslation()
  const link = useRef<HTMLAnchorElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const linkedTo = useLocation().hash === `#${BOOKMARKLET_SECTION}`

  // React refuses javascript: addresses in href (it replaces them), so the attribute is set directly.
  useEffect(() => {
    link.current?.setAttribute('href', buildBookmarklet(window.location.href))
  }, [])

  useEffect(() => {
    if (linkedTo) heading.current?.focus()
  }, [linkedTo])

  return (
    <section id={BOOKMARKLET_SECTION} aria-labelledby={`${BOOKMARKLET_SECTION}-heading`}>
      <Title ref={heading} id={`${BOOKMARKLET_SECTION}-heading`} tabIndex={-1} order={2} size="h4" mb="sm">
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
