import { Fieldset, NativeSelect, SimpleGrid, Text } from '@mantine/core'
import { CSV_RECIPE_FIELDS, type CsvColumnMapping, type TCsvColumns } from '@rosemary/shared/contract'
import { useTranslation } from 'react-i18next'

/** How a column is offered: its name (or its place, when the header leaves it blank) and an example. */
function columnLabel(name: string, example: string, unnamed: string): string {
  const shown = name.trim() === '' ? unnamed : name
  return example === '' ? shown : `${shown} — “${example}”`
}

/**
 * The step of a CSV file no app's reader knows: which column holds each part of the recipes, starting
 * from what the header's names suggest. Only the title is needed.
 */
export function CsvColumnsChoice({
  name,
  columns,
  mapping,
  onChange,
}: {
  name: string
  columns: TCsvColumns
  mapping: CsvColumnMapping
  onChange: (mapping: CsvColumnMapping) => void
}) {
  const { t } = useTranslation()
  const options = [
    { value: '', label: t('imports.files.columns.none') },
    ...columns.names.map((column, index) => ({
      value: String(index),
      label: columnLabel(
        column,
        columns.examples[index] ?? '',
        t('imports.files.columns.unnamed', { position: index + 1 }),
      ),
    })),
  ]
  const choose = (field: (typeof CSV_RECIPE_FIELDS)[number], value: string) => {
    const { [field]: _left, ...others } = mapping
    onChange(value === '' ? others : { ...others, [field]: Number(value) })
  }
  return (
    <Fieldset legend={t('imports.files.columns.legend', { name })} data-testid="csv-columns">
      <Text size="sm" mb="sm">
        {t('imports.files.columns.hint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
        {CSV_RECIPE_FIELDS.map((field) => (
          <NativeSelect
            key={field}
            label={t(`imports.files.columns.fields.${field}`)}
            data={options}
            value={mapping[field] === undefined ? '' : String(mapping[field])}
            onChange={(event) => choose(field, event.currentTarget.value)}
            required={field === 'title'}
            error={
              field === 'title' && mapping.title === undefined
                ? t('imports.files.columns.noTitle')
                : undefined
            }
          />
        ))}
      </SimpleGrid>
    </Fieldset>
  )
}
