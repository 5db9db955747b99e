import type { TRecipe } from '@rosemary/shared/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { usePictureSource } from '../../offline-book/offline-picture.ts'
import classes from './RecipePage.module.css'

/** The recipe's pictures: one large, the others as thumbnails to switch to. */
export function RecipeGallery({ images, title }: { images: TRecipe['images']; title: string }) {
  const { t } = useTranslation()
  const [shown, setShown] = useState(0)
  const current = images[Math.min(shown, images.length - 1)]
  const mainSource = usePictureSource(current?.url ?? '')
  if (!current) return null
  return (
    <div className={classes.gallery} data-testid="recipe-gallery">
      <img className={classes.mainImage} src={mainSource} alt={title} />
      {images.length > 1 && (
        <div className={classes.thumbs}>
          {images.map((image, index) => (
            <button
              key={image.id}
              type="button"
              className={classes.thumbButton}
              data-active={index === shown || undefined}
              onClick={() => setShown(index)}
              aria-label={t('recipe.showImage', { number: index + 1 })}
            >
              <GalleryThumb url={image.thumbnailUrl} />
            </button>
          ))}
        </div>
      )}
    </div>
  )
}

function GalleryThumb({ url }: { url: string }) {
  return <img src={usePictureSource(url)} alt="" width={64} height={64} />
}
