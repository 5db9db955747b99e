import { Button, Group, SimpleGrid, TagsInput, Text, Textarea, TextInput } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { StarRating } from '../../components/StarRating.tsx'
import { useLabels } from '../../data/recipes.ts'
import classes from './EditRecipe.module.css'
import { ImagesEditor } from './ImagesEditor.tsx'
import type { RecipeForm } from './recipe-form.ts'

type TextField = Exclude<keyof RecipeForm, 'rating' | 'labels' | 'images'>

interface RecipeFieldsProps {
  form: RecipeForm
  errors: Record<string, string>
  onChange: <K extends keyof RecipeForm>(name: K, value: RecipeForm[K]) => void
}

/** Every field of the editor, errors shown at the field. */
export function RecipeFields({ form, errors, onChange }: RecipeFieldsProps) {
  const { t } = useTranslation()
  const labels = useLabels()
  const text = (name: TextField) => ({
    value: form[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => onChange(name, event.currentTarget.value),
  })

  return (
    <>
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
      <ImagesEditor images={form.images} onChange={(images) => onChange('images', images)} />
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
        onChange={(value) => onChange('labels', value)}
        splitChars={[',']}
        error={errors.labels}
        clearable
      />
      <div>
        <Text size="sm" fw={500} mb={4}>
          {t('edit.fields.rating')}
        </Text>
        <Group gap="xs">
          <StarRating value={form.rating} onChange={(value) => onChange('rating', value)} />
          {form.rating !== null && (
            <Button size="compact-xs" variant="subtle" onClick={() => onChange('rating', null)}>
              {t('edit.clearRating')}
            </Button>
          )}
        </Group>
      </div>
    </>
  )
}
