import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core'
import { IconDownload } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { browserUrl } from '../../api/browser-url.ts'
import { Page } from '../../components/Page.tsx'
import { LANGUAGES } from '../../i18n/i18n.ts'

/** Spec §3's export formats and Paprika's, the ones to move recipes elsewhere first. */
const FORMATS = ['json-ld', 'paprika', 'pdf', 'txt', 'xml'] as const

/** settings/export: the whole recipe book as one file, which the browser downloads itself (spec §7). */
export default function ExportPage() {
  const { t, i18n } = useTranslation()
  // The PDF's headings follow the app's language.
  const language = LANGUAGES.find((known) => known === i18n.language)
  return (
    <Page title={t('exports.title')}>
      <Stack gap="md">
        <Text>{t('exports.intro')}</Text>
        {FORMATS.map((format) => {
          const name = t(`exports.formats.${format}.name`)
          return (
            <Card key={format} withBorder padding="md" data-testid="export-format">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={4}>
                  <Group gap="xs">
                    <Text fw={600}>{name}</Text>
                    {format === 'json-ld' && (
                      <Badge variant="light" size="sm">
                        {t('exports.recommended')}
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm" c="dimmed">
                    {t(`exports.formats.${format}.description`)}
                  </Text>
                </Stack>
                <Button
                  component="a"
                  href={browserUrl(`/data/export/${format}`, { download: true, language })}
                  download
                  variant={format === 'json-ld' ? 'filled' : 'default'}
                  leftSection={<IconDownload size={16} />}
                >
                  {t('exports.download', { format: name })}
                </Button>
              </Group>
            </Card>
          )
        })}
      </Stack>
    </Page>
  )
}
