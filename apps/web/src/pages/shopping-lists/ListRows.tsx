import { Button, Text, Title } from '@mantine/core'
import type { TShoppingItem } from '@rosemary/shared/contract'
import type { ArrangedList } from '@rosemary/shared/shopping'
import { IconClearAll } from '@tabler/icons-react'
import { useWindowVirtualizer, type VirtualItem } from '@tanstack/react-virtual'
import type { TFunction } from 'i18next'
import { type RefObject, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Preferences } from '../../preferences/preferences.ts'
import { type ItemAction, ItemRow } from './ItemRow.tsx'
import { focusAfterMove, groupRunKey, type ListRow, listRows, runsOf, type SectionKey } from './list-rows.ts'
import classes from './ShoppingList.module.css'

export interface ItemHandlers {
  pendingIds: ReadonlySet<string>
  options: Preferences['shoppingList']
  onToggle: (item: TShoppingItem, completed: boolean) => void
  onAction: (action: ItemAction, item: TShoppingItem) => void
}

/** Heights before a row is measured: an item of one line, a heading. */
const ESTIMATE = { item: 41, heading: 40 }
/** Rows drawn beyond each edge of the screen, so the Tab key always finds the next one in the page. */
const OVERSCAN = 12

interface Shown {
  virtual: VirtualItem
  row: ListRow
}

interface RowContext {
  handlers: ItemHandlers
  t: TFunction
  language: string
  onClearDone: () => void
}

/** Tells the window how tall a drawn row is (the element carries its index as data-index). */
type Measure = (node: Element | null) => void

function sectionLabel(section: SectionKey, doneCount: number, t: TFunction): string {
  if (section === 'all') return t('shopping.toBuy')
  if (section === 'done') return t('shopping.done', { number: doneCount })
  return t(`shopping.aisles.${section}`)
}

function Heading({ shown, context, measure }: { shown: Shown; context: RowContext; measure: Measure }) {
  const { row, virtual } = shown
  const { t } = context
  if (row.kind === 'aisle')
    return (
      <Title
        order={2}
        size="h5"
        ref={measure}
        data-index={virtual.index}
        className={classes.rowHeading}
        data-first={virtual.index === 0 || undefined}
      >
        {t(`shopping.aisles.${row.aisle}`)}
      </Title>
    )
  if (row.kind !== 'done') return null
  return (
    <div ref={measure} data-index={virtual.index} className={classes.doneHeading}>
      <Title order={2} size="h5">
        {t('shopping.done', { number: row.count })}
      </Title>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconClearAll size={16} />}
        onClick={context.onClearDone}
      >
        {t('shopping.clearDone')}
      </Button>
    </div>
  )
}

function Item({ shown, context, measure }: { shown: Shown; context: RowContext; measure: Measure }) {
  const { row, virtual } = shown
  if (row.kind !== 'item') return null
  const { handlers, t, language } = context
  return (
    <ItemRow
      item={row.item}
      pending={handlers.pendingIds.has(row.item.id)}
      measureRef={measure}
      index={virtual.index}
      {...handlers}
      t={t}
      language={language}
    />
  )
}

/** Rows of one group of similar items: its heading (with the summed amounts) while on screen, then its items. */
function Group({
  rows,
  title,
  context,
  measure,
}: {
  rows: Shown[]
  title: string
  context: RowContext
  measure: Measure
}) {
  const heading = rows[0]?.row.kind === 'group' ? rows[0] : undefined
  const items = heading ? rows.slice(1) : rows
  return (
    <li data-testid="item-group">
      {heading?.row.kind === 'group' && (
        <Text
          fw={600}
          size="sm"
          ref={measure}
          data-index={heading.virtual.index}
          className={classes.groupHeading}
        >
          {[title, heading.row.group.totals.join(' · ')].filter(Boolean).join(' — ')}
        </Text>
      )}
      {items.length > 0 && (
        <ul className={classes.groupItems} aria-label={title}>
          {items.map((shown) => (
            <Item key={shown.virtual.key} shown={shown} context={context} measure={measure} />
          ))}
        </ul>
      )}
    </li>
  )
}

function groupTitleOfRun(rows: Shown[]): string | null {
  const first = rows[0]?.row
  if (first?.kind === 'group') return first.group.groupTitle
  if (first?.kind === 'item') return first.group?.title ?? null
  return null
}

function Section({
  rows,
  context,
  measure,
  doneCount,
}: {
  rows: Shown[]
  context: RowContext
  measure: Measure
  doneCount: number
}) {
  const first = rows[0]
  if (!first) return null
  const { section } = first.row
  const heading = first.row.kind === 'aisle' || first.row.kind === 'done' ? first : undefined
  const body = heading ? rows.slice(1) : rows
  const runs = runsOf(body, ({ row }) => groupRunKey(row))
  return (
    <section
      aria-label={sectionLabel(section, doneCount, context.t)}
      data-testid={section === 'done' ? 'done-section' : undefined}
    >
      {heading && <Heading shown={heading} context={context} measure={measure} />}
      {runs.length > 0 && (
        <ul className={classes.rowList}>
          {runs.map((run) => {
            const title = groupTitleOfRun(run.rows)
            if (title !== null)
              return <Group key={run.key} rows={run.rows} title={title} context={context} measure={measure} />
            const only = run.rows[0]
            return only && <Item key={run.key} shown={only} context={context} measure={measure} />
          })}
        </ul>
      )}
    </section>
  )
}

interface FocusMove {
  itemId: string
  done: boolean
  to: string | null
}

const isDoneIn = (rows: readonly ListRow[], itemId: string) =>
  rows.find((row) => row.kind === 'item' && row.item.id === itemId)?.section === 'done'

/**
 * A tick moves the row to Done (or back), and its check box, redrawn there, loses the focus to the page. The
 * focus goes instead to the next item of the part it left, or the one before, or the list itself, once the
 * row has moved (the change is shown after a write to the device's store, not at once) — unless the person
 * has put the focus somewhere else meanwhile.
 */
function useFocusKeptOnTick(
  rows: readonly ListRow[],
  listRef: RefObject<HTMLDivElement | null>,
  onToggle: ItemHandlers['onToggle'],
): ItemHandlers['onToggle'] {
  const move = useRef<FocusMove | null>(null)
  useEffect(() => {
    const pending = move.current
    if (!pending) return
    const still = rows.some((row) => row.kind === 'item' && row.item.id === pending.itemId)
    if (still && isDoneIn(rows, pending.itemId) === pending.done) return
    move.current = null
    // Only a focus that was lost with the row: one the person has put elsewhere meanwhile stays there.
    const focused = document.activeElement
    if (focused && focused !== document.body && focused.isConnected) return
    const target = pending.to === null ? null : document.getElementById(`item-${pending.to}`)
    ;(target ?? listRef.current)?.focus()
  }, [rows, listRef])
  return (item, completed) => {
    if (document.activeElement?.id === `item-${item.id}`)
      move.current = { itemId: item.id, done: item.completed, to: focusAfterMove(rows, item.id) }
    onToggle(item, completed)
  }
}

/**
 * The list's open items (by aisle, similar ones gathered) and its done items. Only the rows on screen and a
 * few around are in the page, in their sections and groups as a reader navigates them: a list of hundreds of
 * items regroups as fast as one of ten.
 */
export function ListRows({
  arranged,
  handlers,
  onClearDone,
}: {
  arranged: ArrangedList<TShoppingItem>
  handlers: ItemHandlers
  onClearDone: () => void
}) {
  const { t, i18n } = useTranslation()
  const rows = useMemo(() => listRows(arranged), [arranged])
  const listRef = useRef<HTMLDivElement | null>(null)
  const [scrollMargin, setScrollMargin] = useState(0)

  // Where the rows start in the page moves when what is above them changes (a notice, the add form, a
  // narrower window): the page's content then changes size, and the start is read again.
  useLayoutEffect(() => {
    const list = listRef.current
    const content = list?.parentElement
    if (!list || !content) return
    const read = () => setScrollMargin(Math.round(list.getBoundingClientRect().top + window.scrollY))
    read()
    const observer = new ResizeObserver(read)
    observer.observe(content)
    return () => observer.disconnect()
  }, [])

  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (index) => (rows[index]?.kind === 'item' ? ESTIMATE.item : ESTIMATE.heading),
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: OVERSCAN,
    scrollMargin,
  })
  const shown: Shown[] = virtualizer.getVirtualItems().flatMap((virtual) => {
    const row = rows[virtual.index]
    return row ? [{ virtual, row }] : []
  })
  const toggle = useFocusKeptOnTick(rows, listRef, handlers.onToggle)
  const context: RowContext = {
    handlers: { ...handlers, onToggle: toggle },
    t,
    language: i18n.language,
    onClearDone,
  }
  const margin = virtualizer.options.scrollMargin
  const before = (shown[0]?.virtual.start ?? margin) - margin
  const after = virtualizer.getTotalSize() - ((shown.at(-1)?.virtual.end ?? margin) - margin)
  return (
    <div
      ref={listRef}
      data-testid="shopping-rows"
      tabIndex={-1}
      style={{ paddingTop: before, paddingBottom: Math.max(0, after) }}
    >
      {runsOf(shown, ({ row }) => row.section).map((run) => (
        <Section
          key={run.key}
          rows={run.rows}
          context={context}
          measure={virtualizer.measureElement}
          doneCount={arranged.done.length}
        />
      ))}
    </div>
  )
}
