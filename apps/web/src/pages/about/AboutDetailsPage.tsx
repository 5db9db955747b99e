import { Anchor, Loader, Table, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useInstance } from '../../app/instance.ts'
import { Page } from '../../components/Page.tsx'

interface LicenseEntry {
  name: string
  version: string
  license: string
  homepage: string | null
}

/** licenses.json is written by the build and lists the packages inside the bundle. */
async function fetchLicenses(): Promise<LicenseEntry[]> {
  const response = await fetch('/licenses.json')
  if (!response.ok) throw new Error(`licenses.json: ${response.status}`)
  return (await response.json()) as LicenseEntry[]
}

function homepageUrl(homepage: string): string {
  return homepage.replace(/^git\+/, '').replace(/\.git$/, '')
}

export default function AboutDetailsPage() {
  const { t } = useTranslation()
  const licenses = useQuery({ queryKey: ['licenses'], queryFn: fetchLicenses, staleTime: Infinity })
  const instance = useInstance()
  const onOff = (on: boolean) => (on ? t('aboutDetails.on') : t('aboutDetails.off'))
  return (
    <Page title={t('aboutDetails.title')} size="md">
      <Table variant="vertical" withTableBorder mb="xl">
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={140}>{t('aboutDetails.version')}</Table.Th>
            <Table.Td data-testid="app-version">{__APP_VERSION__}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('aboutDetails.build')}</Table.Th>
            <Table.Td>{__APP_BUILD__}</Table.Td>
          </Table.Tr>
          {instance && (
            <>
              <Table.Tr>
                <Table.Th>{t('aboutDetails.instance')}</Table.Th>
                <Table.Td data-testid="instance-name">
                  {instance.instanceName ?? t('aboutDetails.unnamed')}
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('aboutDetails.selfHosted')}</Table.Th>
                <Table.Td data-testid="flag-self-hosted">{onOff(instance.selfHosted)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('aboutDetails.contribution')}</Table.Th>
                <Table.Td data-testid="flag-contribution">
                  {onOff(instance.flags.enableContribution)}
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('aboutDetails.installInstructions')}</Table.Th>
                <Table.Td data-testid="flag-install-instructions">
                  {onOff(instance.flags.enableInstallInstructions)}
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('aboutDetails.offlineCache')}</Table.Th>
                <Table.Td data-testid="flag-offline-cache">
                  {onOff(instance.flags.enableExperimentalOfflineCache)}
                </Table.Td>
              </Table.Tr>
            </>
          )}
        </Table.Tbody>
      </Table>
      <Title order={2} size="h4" mb="xs">
        {t('aboutDetails.licenses')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('aboutDetails.licensesIntro')}
      </Text>
      {licenses.isPending && <Loader size="sm" />}
      {licenses.isError && <Text c="red">{t('aboutDetails.licensesMissing')}</Text>}
      {licenses.data && (
        <Table striped data-testid="licenses">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('aboutDetails.package')}</Table.Th>
              <Table.Th>{t('aboutDetails.license')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {licenses.data.map((entry) => (
              <Table.Tr key={entry.name}>
                <Table.Td>
                  {entry.homepage ? (
                    <Anchor href={homepageUrl(entry.homepage)} target="_blank" rel="noopener noreferrer">
                      {entry.name}
                    </Anchor>
                  ) : (
                    entry.name
                  )}{' '}
                  <Text span size="xs" c="dimmed">
                    {entry.version}
                  </Text>
                </Table.Td>
                <Table.Td>{entry.license}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Page>
  )
}
