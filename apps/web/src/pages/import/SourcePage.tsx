import { Alert, Anchor, Checkbox, Stack, Text, TextInput } from '@mantine/core'
import { IconChevronLeft } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Page } from '../../components/Page.tsx'
import { type ImportSource, SOURCE_NAMES } from './import-sources.ts'

/** The frame of every settings/import/<source> page: title, the way back, how to export from that app. */
export function SourcePage({
  source,
  children,
}: {
  source: Exclude<ImportSource, 'files'>
  children: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <Page title={t('imports.sourceTitle', { source: SOURCE_NAMES[source] })}>
      <Stack gap="lg">
        <Anchor component={Link} to="/settings/import" size="sm">
          <IconChevronLeft size={14} style={{ verticalAlign: 'middle' }} /> {t('imports.allSources')}
        </Anchor>
        <Text>{t(`imports.howTo.${source}`)}</Text>
        {children}
      </Stack>
    </Page>
  )
}

/** The label the person may put on every recipe of the import. */
export function ImportLabelField(props: {
  value: string
  onChange: (label: string) => void
  disabled?: boolean
}) {
  const { t } = useTranslation()
  return (
    <TextInput
      label={t('imports.label')}
      description={t('imports.labelHint')}
      value={props.value}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      maxLength={100}
      disabled={props.disabled}
    />
  )
}

/**
 * Whether recipes the book already has are imported again; unticked (the server's default) they are
 * skipped and the summary counts them.
 */
export function KeepDuplicatesField(props: {
  checked: boolean
  onChange: (keep: boolean) => void
  disabled?: boolean
}) {
  const { t } = useTranslation()
  return (
    <Checkbox
      label={t('imports.keepDuplicates')}
      description={t('imports.keepDuplicatesHint')}
      checked={props.checked}
      onChange={(event) => props.onChange(event.currentTarget.checked)}
      disabled={props.disabled}
      data-testid="import-keep-duplicates"
    />
  )
}

/** The duplicates choice as the import endpoints take it. */
export const duplicatesQuery = (keep: boolean) => (keep ? 'keep' : 'skip')

/** Why the import could not start, when it could not. */
export function ImportProblem({ problem }: { problem: string | null }) {
  return problem ? (
    <Alert color="red" role="alert" data-testid="import-problem">
      {problem}
    </Alert>
  ) : null
}
