import { ActionIcon, Button, Group, Paper, Text } from '@mantine/core'
import { IconAlarm, IconPlayerStopFilled } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useStore } from '../../../lib/store.ts'
import classes from './CookMode.module.css'
import { kitchenTimers } from './kitchen-timers.ts'
import { formatRemaining } from './timers.ts'

/**
 * The running and ringing timers, each named by its step (and its recipe, when it is another one), with
 * the time left or "Time is up" and a stop button. A ringing timer is announced as an alert.
 */
export function TimerList({ recipeId }: { recipeId: string }) {
  const { t } = useTranslation()
  const timers = useStore(kitchenTimers.timers)
  const now = useStore(kitchenTimers.now)
  if (timers.length === 0) return null

  return (
    <section aria-label={t('cookMode.timers')} className={classes.timers} data-testid="cook-timers">
      {timers.map((timer) => {
        const name = timer.recipeId === recipeId ? timer.name : `${timer.recipeTitle} · ${timer.name}`
        return (
          <Paper
            key={timer.id}
            withBorder
            radius="md"
            px="sm"
            py={6}
            className={classes.timer}
            data-ringing={timer.ringing || undefined}
            data-testid="cook-timer"
          >
            <IconAlarm size={20} aria-hidden />
            {timer.ringing ? (
              <Text fw={700} role="alert" className={classes.timerName} data-testid="timer-ringing">
                {t('cookMode.timeUp', { name })}
              </Text>
            ) : (
              <Group gap={6} className={classes.timerName}>
                <Text size="sm">{name}</Text>
                <Text fw={700} className={classes.countdown} role="timer" data-testid="timer-left">
                  {t('cookMode.timeLeft', { time: formatRemaining(timer.endsAt - now) })}
                </Text>
              </Group>
            )}
            {timer.ringing ? (
              <Button
                size="xs"
                color="red"
                onClick={() => kitchenTimers.stop(timer.id)}
                aria-label={t('cookMode.stopTimer', { name })}
              >
                {t('cookMode.stop')}
              </Button>
            ) : (
              <ActionIcon
                variant="subtle"
                onClick={() => kitchenTimers.stop(timer.id)}
                aria-label={t('cookMode.stopTimer', { name })}
              >
                <IconPlayerStopFilled size={16} />
              </ActionIcon>
            )}
          </Paper>
        )
      })}
    </section>
  )
}
