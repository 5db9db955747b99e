import { Alert, Anchor, Button, Group, Paper, Text, TextInput } from '@mantine/core'
import { IconWorldDownload } from '@tabler/icons-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { BOOKMARKLET_SECTION } from '../settings/bookmarklet.ts'
import { PasteRecipeText } from './PasteRecipeText.tsx'
import { useBookmarkletClip } from './use-bookmarklet-clip.ts'
import { type ClipTarget, useClip } from './use-clip.ts'

/**
 * "New recipe from a web page or a text": an address to clip, also taken from `?url=` (clipped at once) or
 * from the bookmarklet (`?clip=bookmarklet`), or a recipe's pasted text. The draft fills the editor
 * through `onDraft` and `onImage`. A site that refuses the server its page is clipped with the bookmarklet
 * instead: the message links to where it is set up.
 */
export function ClipFromWeb(target: ClipTarget) {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const [url, setUrl] = useState(params.get('url') ?? '')
  const [noOpener, setNoOpener] = useState(false)
  const { clipping, error, blocked, notice, clipUrl, clipPage } = useClip(target)
  const fromBookmarklet = params.get('clip') === 'bookmarklet'

  const startedFromLink = useRef(false)
  useEffect(() => {
    const linked = params.get('url')
    if (!linked || startedFromLink.current) return
    startedFromLink.current = true
    void clipUrl(linked)
    // Clipped once: a reload of the unsaved editor should not clip (and fetch the picture) again.
    setParams(
      (current) => {
        current.delete('url')
        return current
      },
      { replace: true },
    )
  }, [params, setParams, clipUrl])

  useBookmarkletClip(
    fromBookmarklet,
    (page) => {
      setUrl(page.url)
      void clipPage(page)
    },
    () => setNoOpener(true),
  )

  const submit = (event: React.SyntheticEvent) => {
    event.preventDefault()
    if (url.trim()) void clipUrl(url.trim())
  }

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="clip-heading">
      <Text id="clip-heading" fw={600} mb={4}>
        {t('clip.heading')}
      </Text>
      <form onSubmit={submit}>
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={t('clip.urlLabel')}
            placeholder="https://"
            inputMode="url"
            // Come from "Clip from a web page": the address is what the person came to give.
            autoFocus={params.get('clip') === 'web'}
            value={url}
            onChange={(event) => setUrl(event.currentTarget.value)}
            disabled={clipping}
          />
          <Button type="submit" loading={clipping} leftSection={<IconWorldDownload size={16} />}>
            {t('clip.button')}
          </Button>
        </Group>
      </form>
      <PasteRecipeText {...target} />
      <div aria-live="polite">
        {clipping && (
          <Text size="sm" c="dimmed" mt="xs">
            {t('clip.working')}
          </Text>
        )}
        {fromBookmarklet && noOpener && (
          <Alert color="yellow" mt="xs">
            {t('clip.noOpener')}
          </Alert>
        )}
        {error && (
          <Alert color="red" mt="xs" role="alert" title={t('clip.failedTitle')}>
            {error}
            {blocked && (
              <Anchor
                component={Link}
                to={`/settings#${BOOKMARKLET_SECTION}`}
                display="block"
                mt={4}
                fw={600}
              >
                {t('clip.blocked.link')}
              </Anchor>
            )}
          </Alert>
        )}
        {notice && (
          <Alert color="yellow" mt="xs">
            {notice}
          </Alert>
        )}
      </div>
    </Paper>
  )
}
