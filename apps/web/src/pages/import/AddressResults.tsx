import { List, Text } from '@mantine/core'
import type { TJob } from '@rosemary/shared/contract'
import { useTranslation } from 'react-i18next'

/**
 * The end of an import of web addresses: every address with what became of it. The job records each
 * failure titled with its address (all of them: an import takes no more addresses than a job keeps
 * failures), so an address without one was imported.
 */
export function AddressResults({ job, addresses }: { job: TJob; addresses: readonly string[] }) {
  const { t } = useTranslation()
  const reasons = new Map(job.failures.map((failure) => [failure.title, failure.reason]))
  return (
    <div>
      <Text fw={500} mb={4}>
        {t('imports.urls.results')}
      </Text>
      <List size="sm" spacing={4} data-testid="address-results">
        {addresses.map((address) => {
          const reason = reasons.get(address)
          return (
            <List.Item key={address} data-testid="address-result">
              <Text span fw={500} size="sm" style={{ wordBreak: 'break-all' }}>
                {address}
              </Text>
              {': '}
              {reason ?? t('imports.urls.imported')}
            </List.Item>
          )
        })}
      </List>
    </div>
  )
}
