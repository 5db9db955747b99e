import { Group, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { scaleForServings, type UnitChoice } from './cooking-view.ts'

const PRESETS = ['0.5', '1', '2', '3', '4'] as const
const PRESET_LABELS: Record<(typeof PRESETS)[number], string> = {
  '0.5': '½',
  '1': '1',
  '2': '2',
  '3': '3',
  '4': '4',
}

/**
 * What a number field holds, once it is a number: 0 is one ("none this time" shows "0 cups"), an emptied
 * field is not, so clearing it to type another number does not scale the recipe to nothing meanwhile.
 */
export function readAmount(value: number | string): number | null {
  if (typeof value === 'string' && value.trim() === '') return null
  const amount = Number(value)
  return Number.isFinite(amount) && amount >= 0 ? amount : null
}

interface ScaleControlsProps {
  scale: number
  onScale: (scale: number) => void
  units: UnitChoice
  onUnits: (units: UnitChoice) => void
  yieldText: string
  /** Some line shows "≈": say what it means. */
  approximate?: boolean
}

/** Scale (presets, any number, or servings from the yield) and units (as written, metric, US). */
export function ScaleControls({
  scale,
  onScale,
  units,
  onUnits,
  yieldText,
  approximate = false,
}: ScaleControlsProps) {
  const { t } = useTranslation()
  const preset = PRESETS.find((value) => Number(value) === scale)
  const servingsBase = scaleForServings(yieldText, 1)

  return (
    <Stack gap="xs" data-testid="scale-controls">
      <Group gap="xs" align="flex-end" wrap="wrap">
        <div>
          <Text size="xs" fw={600} mb={2}>
            {t('recipe.scale')}
          </Text>
          <SegmentedControl
            size="xs"
            value={preset ?? ''}
            onChange={(value) => onScale(Number(value))}
            data={PRESETS.map((value) => ({ value, label: `×${PRESET_LABELS[value]}` }))}
          />
        </div>
        <NumberInput
          size="xs"
          w={96}
          label={t('recipe.customScale')}
          min={0}
          max={100}
          step={0.25}
          decimalScale={2}
          value={scale}
          onChange={(value) => {
            const next = readAmount(value)
            if (next !== null) onScale(next)
          }}
        />
        {servingsBase !== null && (
          <NumberInput
            size="xs"
            w={96}
            label={t('recipe.servings')}
            min={0}
            max={1000}
            value={Math.round((scale / servingsBase) * 100) / 100}
            onChange={(value) => {
              const servings = readAmount(value)
              const next = servings === null ? null : scaleForServings(yieldText, servings)
              if (next !== null) onScale(next)
            }}
          />
        )}
      </Group>
      <div>
        <Text size="xs" fw={600} mb={2}>
          {t('recipe.units')}
        </Text>
        <SegmentedControl
          size="xs"
          value={units}
          onChange={onUnits}
          data={[
            { value: 'original', label: t('recipe.unitsOriginal') },
            { value: 'metric', label: t('recipe.unitsMetric') },
            { value: 'us', label: t('recipe.unitsUs') },
          ]}
        />
      </div>
      {approximate && (
        <Text size="xs" c="dimmed" data-testid="approximate-note">
          {t('recipeScaling.approximate')}
        </Text>
      )}
    </Stack>
  )
}
