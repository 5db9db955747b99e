import { usePictureSource } from '../../offline-book/offline-picture.ts'
import classes from './RecipeList.module.css'

/** A recipe's picture, or the first letter of its title on a tinted square when it has none. */
export function RecipeThumb({
  title,
  imageUrl,
  size,
}: {
  title: string
  imageUrl: string | null
  size: number
}) {
  if (imageUrl) return <Picture url={imageUrl} size={size} />
  return (
    <span
      className={classes.letter}
      style={{ width: size, height: size, fontSize: size * 0.42 }}
      aria-hidden="true"
    >
      {title.trim().charAt(0).toUpperCase() || '?'}
    </span>
  )
}

function Picture({ url, size }: { url: string; size: number }) {
  const src = usePictureSource(url)
  return <img className={classes.thumb} src={src} alt="" width={size} height={size} loading="lazy" />
}
