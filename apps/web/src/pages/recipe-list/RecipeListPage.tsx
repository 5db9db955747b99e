import { ActionIcon, Badge, Center, CloseButton, Group, Loader, Stack, Text, TextInput } from '@mantine/core'
import { OfflineBookNotice } from '../../offline-book/OfflineBookNotice.tsx'
import { useDebouncedValue } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { IconPlus, IconSearch } from '@tabler/icons-react'
import { useCallback, useDeferredValue, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { request, unwrap } from '../../api/client.ts'
import { Page } from '../../components/Page.tsx'
import { useRecipeList, useRecipeSearch } from '../../data/recipes.ts'
import { usePreferences } from '../../preferences/preferences.ts'
import { showQuickTutorial } from '../../preferences/quick-tutorials.ts'
import { DeleteByLabelsModal } from './DeleteByLabelsModal.tsx'
import { EmptyList } from './EmptyList.tsx'
import { LabelFilter } from './LabelFilter.tsx'
import { ListOptionsMenu } from './ListOptionsMenu.tsx'
import { RecipeRows } from './RecipeRows.tsx'
import { SelectionBar } from './SelectionBar.tsx'
import { useListState } from './use-list-state.ts'

const SEARCH_DELAY_MS = 200

/** Whose recipes these are: mine, my inbox, or someone's shared ones (by their name once known). */
function useListTitle(folder: 'main' | 'inbox', otherUserId: string | null): string {
  const { t } = useTranslation()
  const owner = useQuery({
    queryKey: ['users', otherUserId],
    enabled: otherUserId !== null,
    queryFn: async () =>
      unwrap(
        await request('GET /users/:id', { params: { id: otherUserId ?? '' } }, { 404: () => undefined }),
      ),
  })
  if (otherUserId) return owner.data ? t('list.ofPerson', { name: owner.data.name }) : t('list.ofSomeone')
  return folder === 'inbox' ? t('list.inboxTitle') : t('list.title')
}

/**
 * My recipes (list/main) or the inbox (list/inbox): browse, filter, search and select; or, with `userId`,
 * what someone shares with me, read-only: no search (it covers my recipes), no selection, nothing to add.
 */
export default function RecipeListPage() {
  const { t } = useTranslation()
  const { myRecipes } = usePreferences()
  const state = useListState()
  const [query, setQuery] = useState('')
  const [searched] = useDebouncedValue(query.trim(), SEARCH_DELAY_MS)
  const [selecting, setSelecting] = useState(false)
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [deletingByLabels, setDeletingByLabels] = useState(false)

  const list = useRecipeList(state.filters, searched.length === 0)
  const search = useRecipeSearch(state.filters, searched)
  const searching = searched.length > 0
  const recipes = useMemo(
    () => (searching ? (search.data?.data ?? []) : (list.data?.pages.flatMap((page) => page.data) ?? [])),
    [searching, search.data, list.data],
  )
  // Answers arrive as urgent updates (TanStack Query's store); the rows follow in a deferred render that
  // React can interrupt, so a page of recipes arriving is not one long task with the rest of the page.
  const shownRecipes = useDeferredValue(recipes)
  const totalCount = list.data?.pages[0]?.totalCount ?? 0
  const pending = searching ? search.isPending : list.isPending
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list

  const loadMore = useCallback(() => {
    if (!searching && hasNextPage && !isFetchingNextPage) void fetchNextPage()
  }, [searching, hasNextPage, isFetchingNextPage, fetchNextPage])

  const toggle = useCallback((id: string) => {
    setSelected((current) => {
      const next = new Set(current)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  }, [])

  const startSelecting = () => {
    setSelecting(true)
    showQuickTutorial('multipleRecipeSelection')
  }
  const stopSelecting = () => {
    setSelecting(false)
    setSelected(new Set())
  }

  const filtered = state.filters.labels.length > 0
  const theirs = state.otherUserId !== null
  const title = useListTitle(state.folder, state.otherUserId)

  return (
    <Page
      title={title}
      size="lg"
      actions={
        <>
          {!theirs && (
            <LabelFilter
              selected={state.filters.labels}
              intersection={state.filters.labelIntersection}
              onChange={state.setLabels}
              onIntersectionChange={state.setIntersection}
            />
          )}
          <ListOptionsMenu
            options={myRecipes}
            onSort={state.setSort}
            onSelect={startSelecting}
            onDeleteByLabels={() => setDeletingByLabels(true)}
            canIncludeFriends={state.folder === 'main' && !theirs}
            readOnly={theirs}
          />
          {!theirs && (
            <ActionIcon component={Link} to="/edit-recipe/new" size="lg" aria-label={t('menu.newRecipe')}>
              <IconPlus size={20} />
            </ActionIcon>
          )}
        </>
      }
    >
      <Stack gap="sm">
        {!theirs && <OfflineBookNotice />}
        {!theirs && (
          <TextInput
            placeholder={t('list.searchPlaceholder')}
            aria-label={t('list.search')}
            leftSection={<IconSearch size={16} />}
            rightSection={
              query ? (
                <CloseButton size="sm" aria-label={t('list.clearSearch')} onClick={() => setQuery('')} />
              ) : null
            }
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            data-testid="recipe-search"
          />
        )}
        {filtered && (
          <Group gap="xs" data-testid="active-labels">
            {state.filters.labels.map((label) => (
              <Badge
                key={label}
                variant="light"
                rightSection={
                  <CloseButton
                    size="xs"
                    aria-label={t('list.removeLabelFilter', { label })}
                    onClick={() => state.setLabels(state.filters.labels.filter((other) => other !== label))}
                  />
                }
              >
                {label === 'unlabeled' ? t('list.unlabeled') : label}
              </Badge>
            ))}
          </Group>
        )}
        {selecting && <SelectionBar selected={selected} onDone={stopSelecting} />}
        {!searching && !pending && !list.isError && (
          <Text size="sm" c="dimmed" data-testid="recipe-count">
            {t('list.count', { count: totalCount })}
          </Text>
        )}
        {pending && (
          <Center py="xl">
            <Loader />
          </Center>
        )}
        {list.isError && !searching && <Text c="dimmed">{t('list.notShared')}</Text>}
        {!pending && recipes.length === 0 && !list.isError && (
          <EmptyList
            folder={state.folder}
            searched={searching ? searched : ''}
            filtered={filtered}
            theirs={theirs}
            onClearFilters={() => state.setLabels([])}
          />
        )}
        {shownRecipes.length > 0 && (
          <RecipeRows
            recipes={shownRecipes}
            options={myRecipes}
            selecting={selecting}
            selected={selected}
            onToggle={toggle}
            onNearEnd={loadMore}
            showOwner={!theirs}
          />
        )}
        {isFetchingNextPage && (
          <Center py="md">
            <Loader size="sm" />
          </Center>
        )}
      </Stack>
      <DeleteByLabelsModal opened={deletingByLabels} onClose={() => setDeletingByLabels(false)} />
    </Page>
  )
}
