import { Alert, Anchor, Button, Group, Progress, Stack, Table, Text } from '@mantine/core'
import { Dropzone } from '@mantine/dropzone'
import {
  type CsvColumnMapping,
  IMPORT_FILE_FORMATS,
  MAX_IMPORT_FILES,
  MAX_IMPORT_UPLOAD_BYTES,
  type TCsvColumnChoices,
  type TRecognizedFile,
} from '@rosemary/shared/contract'
import { IconAlertTriangle, IconChevronLeft, IconFiles } from '@tabler/icons-react'
import { type SyntheticEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { ApiFailure } from '../../api/client.ts'
import { uploadWithProgress } from '../../api/upload.ts'
import { Page } from '../../components/Page.tsx'
import { CsvColumnsChoice } from './CsvColumnsChoice.tsx'
import { type DroppedFile, gatherDropped } from './dropped-files.ts'
import { ImportJob } from './ImportJob.tsx'
import { fileHolds, MAX_IMPORT_MEGABYTES, megabytes } from './import-sources.ts'
import { PasteAddresses } from './PasteAddresses.tsx'
import { duplicatesQuery, ImportLabelField, ImportProblem, KeepDuplicatesField } from './SourcePage.tsx'

/** The apps' formats; a list of web addresses is offered by its own field below the drop zone. */
const FORMAT_NAMES = Object.entries(IMPORT_FILE_FORMATS)
  .flatMap(([format, name]) => (format === 'urlList' ? [] : [name]))
  .join(', ')

/** A chosen file beside what the server found in it, and, for a CSV file, the columns chosen. */
interface Checked {
  file: File
  found: TRecognizedFile
  columns?: CsvColumnMapping
}

/** A spreadsheet no app's reader knows, whose columns the person chooses. */
const choosesColumns = ({ found }: Checked) =>
  found.columns !== null && found.problem === null && (found.format === null || found.format === 'genericCsv')

const importable = (checked: Checked) =>
  choosesColumns(checked)
    ? checked.columns?.title !== undefined
    : checked.found.format !== null && checked.found.problem === null

/** The recipes a file brings: a CSV file's rows, as its columns are chosen. */
const recipesIn = (checked: Checked) =>
  choosesColumns(checked) ? (checked.found.columns?.rows ?? 0) : checked.found.recipes

function formData(files: readonly File[], columns: TCsvColumnChoices = {}): FormData {
  const form = new FormData()
  for (const file of files) form.append('files', file, file.name)
  if (Object.keys(columns).length > 0) form.append('columns', JSON.stringify(columns))
  return form
}

/** The upload's progress, while one goes out. */
function Sending({ share, what }: { share: number; what: string }) {
  const { t } = useTranslation()
  return (
    <Stack gap={6}>
      <Text size="sm">{what}</Text>
      <Progress value={Math.round(share * 100)} size="lg" aria-label={t('imports.uploadProgress')} />
    </Stack>
  )
}

/** What each file holds, as the server recognised it. */
function FoundList({ checked }: { checked: Checked[] }) {
  const { t } = useTranslation()
  const holds = ({ format, recipes, problem, columns }: TRecognizedFile) => {
    if (problem !== null) return t('imports.files.unreadable', { problem })
    if (format === null && columns) return t('imports.files.spreadsheet', { count: columns.rows })
    if (format === null) return t('imports.files.unknown')
    return fileHolds(format, recipes, t)
  }
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table verticalSpacing="xs" data-testid="recognized-files" aria-label={t('imports.files.list')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('imports.files.file')}</Table.Th>
            <Table.Th>{t('imports.files.holds')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {checked.map((each, index) => (
            <Table.Tr key={index} data-testid="recognized-file">
              <Table.Td style={{ wordBreak: 'break-word' }}>{each.found.name}</Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  {!importable(each) && <IconAlertTriangle size={16} aria-hidden style={{ flex: 'none' }} />}
                  <Text size="sm">{holds(each.found)}</Text>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

/**
 * settings/import/files: drop any files or folders; the server says what each holds (its format from its
 * content, and how many recipes), then the readable ones are imported as one job. Below, web addresses
 * can be pasted instead (PasteAddresses).
 */
export default function ImportFilesPage() {
  const { t } = useTranslation()
  const [chosen, setChosen] = useState<File[]>([])
  const [checked, setChecked] = useState<Checked[] | null>(null)
  const [label, setLabel] = useState('')
  const [keepDuplicates, setKeepDuplicates] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [sending, setSending] = useState<{ share: number; what: string } | null>(null)
  const [jobId, setJobId] = useState<string | null>(null)

  const refused = (failure: ApiFailure) =>
    setProblem(t('imports.refused', { reason: failure.data?.error.message ?? String(failure.status) }))

  const tooLarge = (files: readonly File[]) => files.find((file) => file.size > MAX_IMPORT_UPLOAD_BYTES)

  const recognize = async (files: File[]) => {
    setProblem(null)
    setChecked(null)
    const large = tooLarge(files)
    if (files.length > MAX_IMPORT_FILES) {
      setProblem(t('imports.files.tooMany', { count: MAX_IMPORT_FILES }))
      return
    }
    if (large) {
      const values = { name: large.name, size: megabytes(large.size), limit: MAX_IMPORT_MEGABYTES }
      setProblem(t('imports.files.tooLarge', values))
      return
    }
    setSending({ share: 0, what: t('imports.files.checking') })
    const result = await uploadWithProgress('POST /data/import/files/recognize', formData(files), {
      onProgress: (share) => setSending({ share, what: t('imports.files.checking') }),
      handlers: { 0: () => setProblem(t('imports.files.notChecked')), 400: refused, 413: refused },
    })
    setSending(null)
    if (result.success) {
      const found = result.data.files
      setChecked(
        files.flatMap((file, index) => {
          const one = found[index]
          return one ? [{ file, found: one, ...(one.columns && { columns: one.columns.mapping }) }] : []
        }),
      )
    }
  }

  const drop = async (dropped: DroppedFile[]) => {
    const files = await gatherDropped(dropped)
    setChosen(files)
    await recognize(files)
  }

  const start = async (event: SyntheticEvent) => {
    event.preventDefault()
    const chosenFiles = (checked ?? []).filter(importable)
    const files = chosenFiles.map(({ file }) => file)
    if (files.length === 0) return
    const columns: TCsvColumnChoices = {}
    for (const each of chosenFiles)
      if (choosesColumns(each) && each.columns) columns[each.found.name] = each.columns
    setProblem(null)
    setSending({ share: 0, what: t('imports.uploading') })
    const result = await uploadWithProgress('POST /data/import/files', formData(files, columns), {
      query: { label: label.trim(), duplicates: duplicatesQuery(keepDuplicates) },
      onProgress: (share) => setSending({ share, what: t('imports.uploading') }),
      handlers: { 0: () => setProblem(t('imports.notStarted')), 400: refused, 413: refused },
    })
    setSending(null)
    if (result.success) setJobId(result.data.jobId)
  }

  const startAgain = () => {
    setJobId(null)
    setChosen([])
    setChecked(null)
    setProblem(null)
  }

  const recipes = (checked ?? []).filter(importable).reduce((sum, each) => sum + recipesIn(each), 0)
  const chooseColumns = (index: number, columns: CsvColumnMapping) =>
    setChecked((all) => all?.map((each, at) => (at === index ? { ...each, columns } : each)) ?? null)
  const anyImportable = (checked ?? []).some(importable)
  const leftOut = (checked ?? []).some((each) => !importable(each))
  // A spreadsheet waiting for its title column is not nothing: its columns are asked for.
  const anyColumnsToChoose = (checked ?? []).some(choosesColumns)

  return (
    <Page title={t('imports.files.title')}>
      <Stack gap="lg">
        <Anchor component={Link} to="/settings/import" size="sm">
          <IconChevronLeft size={14} style={{ verticalAlign: 'middle' }} /> {t('imports.allSources')}
        </Anchor>
        <Text>{t('imports.howTo.files', { formats: FORMAT_NAMES })}</Text>
        {jobId ? (
          <ImportJob
            jobId={jobId}
            label={label}
            actions={
              <Button variant="default" onClick={startAgain}>
                {t('imports.another')}
              </Button>
            }
          />
        ) : (
          <form onSubmit={(event) => void start(event)}>
            <Stack gap="md">
              {checked === null && (
                <Dropzone
                  onDrop={(files) => void drop(files)}
                  multiple
                  loading={sending !== null}
                  data-testid="import-files-dropzone"
                >
                  <Group justify="center" gap="md" mih={120} style={{ pointerEvents: 'none' }}>
                    <IconFiles size={36} aria-hidden />
                    <div>
                      <Text size="lg">{t('imports.files.drop')}</Text>
                      <Text size="sm" c="dimmed">
                        {t('imports.files.dropHint', {
                          count: MAX_IMPORT_FILES,
                          limit: MAX_IMPORT_MEGABYTES,
                        })}
                      </Text>
                    </div>
                  </Group>
                </Dropzone>
              )}
              {checked && <FoundList checked={checked} />}
              {checked?.map(
                (each, index) =>
                  choosesColumns(each) &&
                  each.found.columns && (
                    <CsvColumnsChoice
                      key={index}
                      name={each.found.name}
                      columns={each.found.columns}
                      mapping={each.columns ?? {}}
                      onChange={(columns) => chooseColumns(index, columns)}
                    />
                  ),
              )}
              {checked && !anyImportable && !anyColumnsToChoose && (
                <Alert color="red" role="alert" data-testid="nothing-to-import">
                  {t('imports.files.nothing', { formats: FORMAT_NAMES })}
                </Alert>
              )}
              {checked && anyImportable && leftOut && <Text size="sm">{t('imports.files.leftOut')}</Text>}
              {checked && anyImportable && (
                <>
                  <ImportLabelField value={label} onChange={setLabel} disabled={sending !== null} />
                  <KeepDuplicatesField
                    checked={keepDuplicates}
                    onChange={setKeepDuplicates}
                    disabled={sending !== null}
                  />
                </>
              )}
              <ImportProblem problem={problem} />
              {sending && <Sending share={sending.share} what={sending.what} />}
              <Group>
                {checked && anyImportable && (
                  <Button type="submit" loading={sending !== null}>
                    {t('imports.files.start', { count: recipes })}
                  </Button>
                )}
                {!checked && problem && chosen.length > 0 && !sending && (
                  <Button variant="default" onClick={() => void recognize(chosen)}>
                    {t('imports.files.again')}
                  </Button>
                )}
                {(checked !== null || problem !== null) && !sending && (
                  <Button variant="default" onClick={startAgain}>
                    {t('imports.files.other')}
                  </Button>
                )}
              </Group>
            </Stack>
          </form>
        )}
        <PasteAddresses />
      </Stack>
    </Page>
  )
}
