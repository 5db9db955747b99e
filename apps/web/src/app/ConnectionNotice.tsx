import { useTranslation } from 'react-i18next'
import { checkServer, serverReachableStore } from '../api/connection.ts'
import { PlainButton } from '../components/LinkButton.tsx'
import { useStore } from '../lib/store.ts'
import classes from './ConnectionNotice.module.css'

/**
 * The one notice that the server cannot be reached, however many requests failed: it stays while the app
 * keeps checking (api/connection.ts) and goes when the server answers. What the page shows stays as it is.
 */
export function ConnectionNotice({ raised }: { raised: boolean }) {
  const { t } = useTranslation()
  const reachable = useStore(serverReachableStore)
  if (reachable) return null
  return (
    <div className={classes.notice} data-raised={raised || undefined} data-testid="connection-notice">
      <p className={classes.text} role="alert">
        <strong>{t('errors.unreachable.title')}</strong> {t('errors.unreachable.body')}
      </p>
      <PlainButton variant="default" onClick={() => void checkServer()}>
        {t('errors.unreachable.retry')}
      </PlainButton>
    </div>
  )
}
