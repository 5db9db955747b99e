import { Button, FileInput, Progress, Stack, Text } from '@mantine/core'
import type { ApiFailure } from '../../api/client.ts'
import { IconFileImport } from '@tabler/icons-react'
import { type SyntheticEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { uploadWithProgress } from '../../api/upload.ts'
import NotFoundPage from '../not-found/NotFoundPage.tsx'
import { ImportJob } from './ImportJob.tsx'
import {
  acceptedExtensions,
  checkImportFile,
  type FileSource,
  isFileSource,
  MAX_IMPORT_MEGABYTES,
  megabytes,
} from './import-sources.ts'
import {
  duplicatesQuery,
  ImportLabelField,
  ImportProblem,
  KeepDuplicatesField,
  SourcePage,
} from './SourcePage.tsx'

/** settings/import/<source> for the sources that come as a file: pick it, label it, upload it, watch it. */
export default function ImportFilePage() {
  const { source } = useParams()
  if (!isFileSource(source)) return <NotFoundPage />
  return <FileImport key={source} source={source} />
}

function FileImport({ source }: { source: FileSource }) {
  const { t } = useTranslation()
  const [file, setFile] = useState<File | null>(null)
  const [label, setLabel] = useState('')
  const [keepDuplicates, setKeepDuplicates] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [sent, setSent] = useState<number | null>(null)
  const [jobId, setJobId] = useState<string | null>(null)
  const extensions = acceptedExtensions(source).join(', ')
  const check = file ? checkImportFile(source, file) : null

  const problemOf = (chosen: File): string | null => {
    const result = checkImportFile(source, chosen)
    if (result.ok) return null
    const values = {
      name: chosen.name,
      extensions,
      size: megabytes(chosen.size),
      limit: MAX_IMPORT_MEGABYTES,
    }
    if (result.problem === 'type') return t('imports.wrongType', values)
    if (result.problem === 'empty') return t('imports.empty', values)
    return t('imports.tooLarge', values)
  }

  const choose = (chosen: File | null) => {
    setFile(chosen)
    setProblem(chosen ? problemOf(chosen) : null)
  }

  const refused = (failure: ApiFailure) =>
    setProblem(t('imports.refused', { reason: failure.data?.error.message ?? String(failure.status) }))

  const start = async (event: SyntheticEvent) => {
    event.preventDefault()
    if (!file || !check?.ok) return
    setProblem(null)
    setSent(0)
    const form = new FormData()
    form.append(check.field, file, file.name)
    const result = await uploadWithProgress(check.endpoint, form, {
      query: { label: label.trim(), duplicates: duplicatesQuery(keepDuplicates) },
      onProgress: setSent,
      handlers: { 0: () => setProblem(t('imports.notStarted')), 400: refused, 413: refused },
    })
    setSent(null)
    if (result.success) setJobId(result.data.jobId)
  }

  const startAgain = () => {
    setJobId(null)
    setFile(null)
    setLabel('')
  }

  if (jobId) {
    return (
      <SourcePage source={source}>
        <ImportJob
          jobId={jobId}
          label={label}
          actions={
            <Button variant="default" onClick={startAgain}>
              {t('imports.another')}
            </Button>
          }
        />
      </SourcePage>
    )
  }

  const uploading = sent !== null
  return (
    <SourcePage source={source}>
      <form onSubmit={(event) => void start(event)}>
        <Stack gap="md">
          <FileInput
            label={t('imports.file')}
            placeholder={t('imports.chooseFile')}
            description={t('imports.fileHint', { extensions, limit: MAX_IMPORT_MEGABYTES })}
            accept={acceptedExtensions(source).join(',')}
            value={file}
            onChange={choose}
            clearable
            disabled={uploading}
            leftSection={<IconFileImport size={18} />}
            data-testid="import-file"
          />
          <ImportLabelField value={label} onChange={setLabel} disabled={uploading} />
          <KeepDuplicatesField checked={keepDuplicates} onChange={setKeepDuplicates} disabled={uploading} />
          <ImportProblem problem={problem} />
          {uploading && (
            <Stack gap={6}>
              <Text size="sm">{t('imports.uploading')}</Text>
              <Progress value={Math.round(sent * 100)} size="lg" aria-label={t('imports.uploadProgress')} />
            </Stack>
          )}
          <div>
            <Button type="submit" disabled={!check?.ok} loading={uploading}>
              {t('imports.start')}
            </Button>
          </div>
        </Stack>
      </form>
    </SourcePage>
  )
}
