import { Rating } from '@mantine/core'
import { useTranslation } from 'react-i18next'

const MAX = 5

/**
 * A recipe's stars as one named group: a screen reader reads "Rating, 4 of 5" rather than five unnamed
 * stars. Given onChange, it is a group of radio buttons, each named by its number of stars.
 */
export function StarRating({
  value,
  onChange,
}: {
  value: number | null
  onChange?: (value: number) => void
}) {
  const { t } = useTranslation()
  const name = value ? t('recipe.ratingOf', { value, max: MAX }) : t('recipe.ratingNone')
  if (!onChange) return <Rating value={value ?? 0} count={MAX} readOnly role="group" aria-label={name} />
  return (
    <Rating
      value={value ?? 0}
      count={MAX}
      onChange={onChange}
      role="radiogroup"
      aria-label={name}
      getSymbolLabel={(count) => t('recipe.ratingStars', { count })}
    />
  )
}
