import {
  Button,
  Center,
  Group,
  Loader,
  Rating,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core'
import { MAX_RECIPE_IMAGES } from '@rosemary/shared/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { type FailureHandler, request } from '../../api/client.ts'
import { clearPendingChanges, usePendingChanges } from '../../app/leave-guard.tsx'
import { Page } from '../../components/Page.tsx'
import { refreshRecipeData, useLabels, useRecipe } from '../../data/recipes.ts'
import { formWithDraft } from './clip-draft.ts'
import { ClipFromWeb } from './ClipFromWeb.tsx'
import classes from './EditRecipe.module.css'
import { ImagesEditor } from './ImagesEditor.tsx'
import { bodyFromForm, EMPTY_FORM, formFromRecipe, isSameForm, type RecipeForm } from './recipe-form.ts'

type TextField = Exclude<keyof RecipeForm, 'rating' | 'labels' | 'images'>

/** edit-recipe/new and edit-recipe/:id: every field, guarded until saved, errors shown at the field. */
export default function EditRecipePage() {
  const { recipeId = 'new' } = useParams()
  const isNew = recipeId === 'new'
  const existing = useRecipe(recipeId, !isNew)
  if (!isNew && !existing.data) {
    return (
      <Page title={existing.isPending ? '' : '…'}>
        <Center py="xl">{existing.isPending ? <Loader /> : null}</Center>
      </Page>
    )
  }
  const initial = existing.data ? formFromRecipe(existing.data) : EMPTY_FORM
  return <RecipeEditor key={recipeId} recipeId={isNew ? null : recipeId} initial={initial} />
}

function RecipeEditor({ recipeId, initial }: { recipeId: string | null; initial: RecipeForm }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const labels = useLabels()
  const [form, setForm] = useState(initial)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [saving, setSaving] = useState(false)
  usePendingChanges(!isSameForm(form, initial))

  const set = <K extends keyof RecipeForm>(name: K, value: RecipeForm[K]) =>
    setForm((current) => ({ ...current, [name]: value }))
  const text = (name: TextField) => ({
    value: form[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => set(name, event.currentTarget.value),
  })

  const save = async () => {
    if (form.title.trim().length === 0) {
      setErrors({ title: t('edit.titleRequired') })
      return
    }
    setSaving(true)
    setErrors({})
    const body = bodyFromForm(form)
    const invalid: FailureHandler = (failure) => setErrors(failure.data?.error.fields ?? {})
    const onInvalid = { 400: invalid }
    const result = recipeId
      ? await request('PUT /recipes/:id', { params: { id: recipeId }, body }, onInvalid)
      : await request('POST /recipes', { body }, onInvalid)
    setSaving(false)
    if (!result.success) return
    clearPendingChanges()
    await refreshRecipeData(queryClient)
    await navigate(`/recipe/${result.data.id}`, { replace: true })
  }

  const saveButton = (
    <Button onClick={() => void save()} loading={saving} data-testid="save-recipe">
      {t('common.save')}
    </Button>
  )

  return (
    <Page title={recipeId ? t('edit.editTitle') : t('edit.newTitle')} size="md" actions={saveButton}>
      <Stack gap="md">
        {!recipeId && (
          <ClipFromWeb
            onDraft={(draft) => setForm((current) => formWithDraft(current, draft))}
            onImage={(image) =>
              setForm((current) => ({
                ...current,
                images: [image, ...current.images].slice(0, MAX_RECIPE_IMAGES),
              }))
            }
          />
        )}
        <TextInput label={t('edit.fields.title')} required {...text('title')} data-autofocus />
        <Textarea label={t('edit.fields.description')} autosize minRows={2} {...text('description')} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('edit.fields.yield')}
            placeholder={t('edit.placeholders.yield')}
            {...text('yield')}
          />
          <TextInput label={t('edit.fields.activeTime')} {...text('activeTime')} />
          <TextInput label={t('edit.fields.totalTime')} {...text('totalTime')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('edit.fields.source')} {...text('source')} />
          <TextInput label={t('edit.fields.url')} type="url" {...text('url')} />
        </SimpleGrid>
        <ImagesEditor images={form.images} onChange={(images) => set('images', images)} />
        {errors.imageIds && (
          <Text c="red" size="sm">
            {errors.imageIds}
          </Text>
        )}
        <Textarea
          className={classes.textarea}
          label={t('edit.fields.ingredients')}
          description={t('edit.hints.ingredients')}
          autosize
          minRows={6}
          {...text('ingredients')}
        />
        <Textarea
          className={classes.textarea}
          label={t('edit.fields.instructions')}
          description={t('edit.hints.instructions')}
          autosize
          minRows={6}
          {...text('instructions')}
        />
        <Textarea label={t('edit.fields.notes')} autosize minRows={2} {...text('notes')} />
        <TagsInput
          label={t('edit.fields.labels')}
          description={t('edit.hints.labels')}
          data={labels.data?.map((label) => label.title) ?? []}
          value={form.labels}
          onChange={(value) => set('labels', value)}
          splitChars={[',']}
          error={errors.labels}
          clearable
        />
        <div>
          <Text size="sm" fw={500} mb={4}>
            {t('edit.fields.rating')}
          </Text>
          <Group gap="xs">
            <Rating value={form.rating ?? 0} onChange={(value) => set('rating', value)} />
            {form.rating !== null && (
              <Button size="compact-xs" variant="subtle" onClick={() => set('rating', null)}>
                {t('edit.clearRating')}
              </Button>
            )}
          </Group>
        </div>
        <Group justify="flex-end">{saveButton}</Group>
      </Stack>
    </Page>
  )
}
