import { Badge, Divider, Loader, NavLink, Progress, Stack, Table, Text, Title } from '@mantine/core'
import type { TJob } from '@rosemary/shared/contract'
import { IconChevronRight } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Page } from '../../components/Page.tsx'
import { isFinished } from '../../data/job-state.ts'
import { useRecentJobs } from '../../data/jobs.ts'
import { formatName, IMPORT_SOURCES, type ImportSource, SOURCE_NAMES, sourceOfJob } from './import-sources.ts'

const STATUS_COLORS: Record<TJob['status'], string> = {
  pending: 'gray',
  running: 'blue',
  done: 'green',
  failed: 'red',
}

function RecentImports() {
  const { t, i18n } = useTranslation()
  // Import files names the formats it found: "MealMaster, Paprika".
  const sourceLabel = (job: TJob, source: ImportSource | null) => {
    if (source === 'files') {
      const formats = new Set((job.files ?? []).map((file) => formatName(file.format, t)))
      if (formats.size > 0) return [...formats].join(', ')
      return job.type === 'import:urls' ? t('imports.urls.title') : t('imports.files.title')
    }
    return source ? SOURCE_NAMES[source] : job.type
  }
  const jobs = useRecentJobs()
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  if (jobs.isPending) return <Loader size="sm" />
  if (!jobs.data?.length) return <Text c="dimmed">{t('imports.noRecent')}</Text>
  return (
    <Table verticalSpacing="xs" data-testid="recent-imports">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('imports.source')}</Table.Th>
          <Table.Th>{t('imports.started')}</Table.Th>
          <Table.Th>{t('imports.result')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {jobs.data.map((job) => {
          const source = sourceOfJob(job.type)
          return (
            <Table.Tr key={job.id} data-testid="recent-import">
              <Table.Td>{sourceLabel(job, source)}</Table.Td>
              <Table.Td>{dates.format(new Date(job.createdAt))}</Table.Td>
              <Table.Td>
                <Stack gap={4}>
                  <Badge color={STATUS_COLORS[job.status]} variant="light">
                    {t(`imports.status.${job.status}`)}
                  </Badge>
                  {isFinished(job) ? (
                    <Text size="sm">
                      {t('imports.counts', { imported: job.imported, failed: job.failed })}
                    </Text>
                  ) : (
                    <Progress value={job.progress} aria-label={t('imports.importProgress')} />
                  )}
                </Stack>
              </Table.Td>
            </Table.Tr>
          )
        })}
      </Table.Tbody>
    </Table>
  )
}

/** settings/import: where recipes can come from, and how the person's recent imports went. */
export default function ImportPage() {
  const { t } = useTranslation()
  return (
    <Page title={t('imports.title')}>
      <Stack gap="lg">
        <Text>{t('imports.intro')}</Text>
        <nav aria-label={t('imports.title')}>
          {IMPORT_SOURCES.map((source) => (
            <NavLink
              key={source}
              component={Link}
              to={`/settings/import/${source}`}
              label={source === 'files' ? t('imports.files.title') : SOURCE_NAMES[source]}
              description={t(`imports.sources.${source}`)}
              rightSection={<IconChevronRight size={16} />}
            />
          ))}
        </nav>
        <Divider />
        <section>
          <Title order={2} size="h4" mb="sm">
            {t('imports.recent')}
          </Title>
          <RecentImports />
        </section>
      </Stack>
    </Page>
  )
}
