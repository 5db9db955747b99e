import { IconX } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { checkServer, serverReachableStore } from '../api/connection.ts'
import { useStore } from '../lib/store.ts'
import classes from './ConnectionNotice.module.css'
import { pageOfflineNoticesStore } from './page-offline-notice.ts'

/**
 * The one notice that the server cannot be reached, however many requests failed: it stays while the app
 * keeps checking (api/connection.ts) and goes when the server answers. It sits above the page, in its flow,
 * so it covers nothing; closed, it stays away until the next time the server goes. A page that says it
 * itself (page-offline-notice.ts) takes its place. What the page shows stays as it is.
 */
export function ConnectionNotice() {
  const { t } = useTranslation()
  const reachable = useStore(serverReachableStore)
  const saidByPage = useStore(pageOfflineNoticesStore) > 0
  const [closed, setClosed] = useState(false)
  // The server answering again ends the outage the notice was closed for (state adjusted while rendering).
  const [reachableBefore, setReachableBefore] = useState(reachable)
  if (reachable !== reachableBefore) {
    setReachableBefore(reachable)
    if (reachable) setClosed(false)
  }
  if (reachable || closed || saidByPage) return null
  return (
    <div className={classes.notice} data-testid="connection-notice">
      <p className={classes.text} role="alert">
        <strong>{t('errors.unreachable.title')}</strong> {t('errors.unreachable.body')}
      </p>
      <button type="button" className={classes.retry} onClick={() => void checkServer()}>
        {t('errors.unreachable.retry')}
      </button>
      <button
        type="button"
        className={classes.close}
        aria-label={t('common.close')}
        onClick={() => setClosed(true)}
      >
        <IconX size={16} aria-hidden />
      </button>
    </div>
  )
}
