import { Anchor, Center, Loader, Stack, Text } from '@mantine/core'
import type { TMealPlan } from '@rosemary/shared/contract'
import { useCallback, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { Page } from '../../components/Page.tsx'
import { isNotFound, useMealPlan, useMealPlanFrames } from '../../data/meal-plans.ts'
import { usePreferences } from '../../preferences/preferences.ts'
import { CalendarFeedDialog } from './CalendarFeedDialog.tsx'
import { CalendarGrid } from './CalendarGrid.tsx'
import { CalendarToolbar } from './CalendarToolbar.tsx'
import { DayDrawer } from './DayDrawer.tsx'
import { sortByMeal } from './meals.ts'
import { MoveCopyDialog, type MoveCopyTarget } from './MoveCopyDialog.tsx'
import { formatDay, indexByDate, startOfWeek, weekDates } from './plan-dates.ts'
import { type PlanDialog, PlanDialogs } from './PlanDialogs.tsx'
import { PlanOptionsMenu } from './PlanOptionsMenu.tsx'
import { PlanToListDialog, type PlanToListTarget } from './PlanToListDialog.tsx'
import { SelectionBar } from './SelectionBar.tsx'
import { useCalendar } from './use-calendar.ts'
import { usePlanActions } from './use-plan-actions.ts'

/** A plan I can see: the page, or why there is none. */
export default function MealPlanPage() {
  const { t } = useTranslation()
  const { mealPlanId = '' } = useParams()
  const plan = useMealPlan(mealPlanId)
  useMealPlanFrames()

  // A failed refetch keeps what was shown; only a plan that is gone (404) takes the calendar away.
  if (plan.data && !isNotFound(plan.error)) return <PlanCalendar plan={plan.data} />
  return (
    <Page title={t('mealPlans.title')}>
      {plan.isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label={t('mealPlans.loading')} />
        </Center>
      ) : (
        <Stack gap="sm" role="alert" data-testid="plan-gone">
          <Text>{isNotFound(plan.error) ? t('mealPlans.notFound') : t('mealPlans.loadFailed')}</Text>
          <Anchor component={Link} to="/meal-planners">
            {t('mealPlans.allPlans')}
          </Anchor>
        </Stack>
      )}
    </Page>
  )
}

function PlanCalendar({ plan }: { plan: TMealPlan }) {
  const { t, i18n } = useTranslation()
  const options = usePreferences().mealPlan
  const calendar = useCalendar(options.startOfWeek)
  const actions = usePlanActions(plan.id)
  const [openDay, setOpenDay] = useState<string | null>(null)
  const [selected, setSelected] = useState<ReadonlySet<string> | null>(null)
  const [moveCopy, setMoveCopy] = useState<MoveCopyTarget | null>(null)
  const [toList, setToList] = useState<PlanToListTarget | null>(null)
  const [feedOpen, setFeedOpen] = useState(false)
  const [dialog, setDialog] = useState<PlanDialog>(null)
  const dragged = useRef<string[]>([])

  const byDate = useMemo(() => indexByDate(sortByMeal(plan.items)), [plan.items])
  const idsOn = useCallback(
    (days: string[]) => days.flatMap((day) => (byDate.get(day) ?? []).map((item) => item.id)),
    [byDate],
  )

  const toggleItem = useCallback(
    (itemId: string) =>
      setSelected((current) => {
        const next = new Set(current)
        if (next.has(itemId)) next.delete(itemId)
        else next.add(itemId)
        return next
      }),
    [],
  )
  // Dragging a chosen meal takes all the chosen ones along.
  const dragItem = useCallback(
    (itemId: string) => {
      dragged.current = selected?.has(itemId) ? [...selected] : [itemId]
    },
    [selected],
  )
  const dropOnDay = useCallback(
    (date: string) => {
      const itemIds = dragged.current
      dragged.current = []
      if (itemIds.length > 0) void actions.move(itemIds, date)
    },
    [actions],
  )
  const weekToList = (day: string) =>
    setToList({
      itemIds: idsOn(weekDates(day, options.startOfWeek)),
      what: t('mealPlans.weekOf', {
        date: formatDay(startOfWeek(day, options.startOfWeek), i18n.language, { dateStyle: 'long' }),
      }),
    })
  const moveOrCopy = (mode: MoveCopyTarget['mode'], itemIds: string[], date: string) =>
    mode === 'move' ? actions.move(itemIds, date) : actions.copy(itemIds, date)
  const selectedIds = [...(selected ?? [])]

  return (
    <Page
      title={plan.title}
      size="lg"
      actions={
        <PlanOptionsMenu
          options={options}
          isOwner={plan.isOwner}
          onFeed={() => setFeedOpen(true)}
          onRename={() => setDialog('rename')}
          onCollaborators={() => setDialog('collaborators')}
          onDelete={() => setDialog('remove')}
        />
      }
    >
      <Stack gap="sm">
        <CalendarToolbar
          label={calendar.label}
          view={calendar.view}
          onView={calendar.setView}
          onShift={calendar.shift}
          onToday={calendar.goToday}
          onSelect={() => setSelected(new Set())}
          onWeekToList={() => weekToList(calendar.anchor)}
        />
        {selected && (
          <SelectionBar
            count={selected.size}
            onMove={() => setMoveCopy({ mode: 'move', itemIds: selectedIds, from: calendar.anchor })}
            onCopy={() => setMoveCopy({ mode: 'copy', itemIds: selectedIds, from: calendar.anchor })}
            onToList={() => setToList({ itemIds: selectedIds, what: t('mealPlans.theSelection') })}
            onDelete={() => void actions.remove(selectedIds).then((done) => done && setSelected(new Set()))}
            onDone={() => setSelected(null)}
          />
        )}
        <CalendarGrid
          view={calendar.view}
          weeks={calendar.weeks}
          byDate={byDate}
          today={calendar.today}
          month={calendar.month}
          selected={selected}
          onOpenDay={setOpenDay}
          onToggleItem={toggleItem}
          onDragItem={dragItem}
          onDropOnDay={dropOnDay}
          showAddedBy={options.showAddedBy}
          showAddedOn={options.showAddedOn}
        />
      </Stack>
      <DayDrawer
        date={openDay}
        items={openDay ? (byDate.get(openDay) ?? []) : []}
        actions={actions}
        showAddedBy={options.showAddedBy}
        showAddedOn={options.showAddedOn}
        onMoveCopy={setMoveCopy}
        onAddDayToList={() =>
          openDay &&
          setToList({
            itemIds: idsOn([openDay]),
            what: formatDay(openDay, i18n.language, { dateStyle: 'full' }),
          })
        }
        onAddWeekToList={() => openDay && weekToList(openDay)}
        onClose={() => setOpenDay(null)}
      />
      <MoveCopyDialog target={moveCopy} onClose={() => setMoveCopy(null)} onDone={moveOrCopy} />
      <PlanToListDialog planId={plan.id} target={toList} onClose={() => setToList(null)} />
      <CalendarFeedDialog plan={plan} opened={feedOpen} onClose={() => setFeedOpen(false)} />
      <PlanDialogs plan={plan} open={dialog} onClose={() => setDialog(null)} />
    </Page>
  )
}
