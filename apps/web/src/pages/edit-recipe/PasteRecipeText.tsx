import { Alert, Button, Group, Textarea } from '@mantine/core'
import { MAX_RECIPE_TEXT_CHARS, MAX_RECIPE_TEXT_LINES } from '@rosemary/shared/contract'
import { IconClipboardText } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { textProblem } from './paste-text.ts'
import { type ClipTarget, useClip } from './use-clip.ts'

/**
 * "Paste a recipe's text": a recipe copied from an e-mail, a message or a PDF, read by the server into the
 * editor's fields for checking before it is saved. Opened by its button, or at once with `?clip=text`.
 */
export function PasteRecipeText(target: ClipTarget) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const [open, setOpen] = useState(params.get('clip') === 'text')
  const [text, setText] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [filled, setFilled] = useState(false)
  const { clipping, error, readText } = useClip(target)
  const message = problem ?? error

  const submit = async (event: React.SyntheticEvent) => {
    event.preventDefault()
    setFilled(false)
    const found = textProblem(text)
    setProblem(
      found &&
        t(`clip.text.${found}`, {
          chars: MAX_RECIPE_TEXT_CHARS.toLocaleString(),
          lines: MAX_RECIPE_TEXT_LINES.toLocaleString(),
        }),
    )
    if (!found) setFilled(await readText(text))
  }

  return (
    <div>
      <Button
        variant="subtle"
        size="compact-sm"
        mt="xs"
        leftSection={<IconClipboardText size={16} />}
        aria-expanded={open}
        onClick={() => setOpen((current) => !current)}
      >
        {t('clip.text.open')}
      </Button>
      {open && (
        <form onSubmit={(event) => void submit(event)}>
          <Textarea
            mt="xs"
            label={t('clip.text.label')}
            description={t('clip.text.hint')}
            autosize
            minRows={5}
            maxRows={14}
            // Opened on purpose: the text is what the person came to give.
            autoFocus
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            error={message !== null}
            data-testid="recipe-text"
          />
          <Group justify="flex-end" mt="xs">
            <Button type="submit" loading={clipping}>
              {t('clip.text.read')}
            </Button>
          </Group>
          <div aria-live="polite">
            {message && (
              <Alert color="red" mt="xs" role="alert" title={t('clip.text.failedTitle')}>
                {message}
              </Alert>
            )}
            {filled && (
              <Alert color="green" mt="xs">
                {t('clip.text.filled')}
              </Alert>
            )}
          </div>
        </form>
      )}
    </div>
  )
}
