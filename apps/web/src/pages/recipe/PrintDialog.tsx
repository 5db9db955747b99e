import {
  Button,
  Checkbox,
  CopyButton,
  Group,
  Modal,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@mantine/core'
import type { TRecipe } from '@rosemary/shared/contract'
import { IconPrinter } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useInstance } from '../../app/instance.ts'
import { getToken } from '../../auth/session.ts'
import {
  embedSnippet,
  PRINT_MODIFIERS,
  PRINT_TEMPLATES,
  type PrintModifier,
  type PrintTemplate,
  printPageUrl,
} from './print-links.ts'
import type { UnitChoice } from './cooking-view.ts'
import classes from './RecipePage.module.css'

interface PrintDialogProps {
  recipe: TRecipe
  /** The scale the recipe page shows, offered for the printout (not × 0: a printout of nothing helps no one). */
  scale: number
  /** The units the recipe page shows: the printout converts to them too. */
  units?: UnitChoice
  opened: boolean
  onClose: () => void
}

/** Print (template, what to leave out, the page's scale) with a live preview, and the embed snippet. */
export function PrintDialog({ recipe, scale, units = 'original', opened, onClose }: PrintDialogProps) {
  const { t, i18n } = useTranslation()
  const [template, setTemplate] = useState<PrintTemplate>('default')
  const [modifiers, setModifiers] = useState<PrintModifier[]>([])
  const [keepScale, setKeepScale] = useState(true)
  const choices = { template, modifiers, scale: keepScale ? scale : 1, units }
  const link = (print: boolean) =>
    printPageUrl(recipe.id, choices, { print, token: getToken(), language: i18n.language })
  // Links that leave the app use the server's link address (PUBLIC_URL when set); this page's until it is known.
  const origin = useInstance()?.links.url ?? window.location.origin
  const snippet = embedSnippet(origin, recipe.id, recipe.title)

  return (
    <Modal opened={opened} onClose={onClose} title={t('print.title')} size="xl" centered>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Stack gap="md">
          <Radio.Group label={t('print.template')} value={template} onChange={setTemplate}>
            <Stack gap={6} mt={4}>
              {PRINT_TEMPLATES.map((name) => (
                <Radio key={name} value={name} label={t(`print.templates.${name}`)} />
              ))}
            </Stack>
          </Radio.Group>
          <Checkbox.Group label={t('print.leaveOut')} value={modifiers} onChange={setModifiers}>
            <Stack gap={6} mt={4}>
              {PRINT_MODIFIERS.map((name) => (
                <Checkbox key={name} value={name} label={t(`print.modifiers.${name}`)} />
              ))}
            </Stack>
          </Checkbox.Group>
          {scale > 0 && scale !== 1 && (
            <Checkbox
              label={t('print.keepScale', { scale: Math.round(scale * 100) / 100 })}
              checked={keepScale}
              onChange={(event) => setKeepScale(event.currentTarget.checked)}
            />
          )}
          <Button
            component="a"
            href={link(true)}
            target="_blank"
            rel="noopener"
            leftSection={<IconPrinter size={16} />}
            data-testid="print-page-link"
          >
            {t('print.print')}
          </Button>
        </Stack>
        <iframe className={classes.printPreview} title={t('print.preview')} src={link(false)} />
      </SimpleGrid>
      <Stack gap={4} mt="lg">
        <Textarea
          label={t('print.embed')}
          description={t('print.embedHint')}
          value={snippet}
          readOnly
          autosize
          minRows={2}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Group justify="flex-end">
          <CopyButton value={snippet}>
            {({ copied, copy }) => (
              <Button variant="default" size="xs" onClick={copy}>
                {copied ? t('print.copied') : t('print.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
      <Text size="xs" c="dimmed" mt="xs">
        {t('print.embedPublic')}
      </Text>
    </Modal>
  )
}
