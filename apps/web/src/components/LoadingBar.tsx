import { useEffect, useState } from 'react'
import { loadingStore } from '../api/loading.ts'
import classes from './LoadingBar.module.css'

type Phase = 'idle' | 'running' | 'done'
const FADE_MS = 400

/** A thin bar at the top while requests run; it fills up and fades once they are over. */
export function LoadingBar() {
  const [phase, setPhase] = useState<Phase>(() => (loadingStore.get() ? 'running' : 'idle'))

  useEffect(() => {
    let fade: ReturnType<typeof setTimeout> | undefined
    const unsubscribe = loadingStore.subscribe(() => {
      clearTimeout(fade)
      if (loadingStore.get()) {
        setPhase('running')
        return
      }
      setPhase((current) => (current === 'running' ? 'done' : current))
      fade = setTimeout(() => setPhase('idle'), FADE_MS)
    })
    return () => {
      unsubscribe()
      clearTimeout(fade)
    }
  }, [])

  return <div className={classes.bar} data-phase={phase} data-testid="loading-bar" aria-hidden="true" />
}
