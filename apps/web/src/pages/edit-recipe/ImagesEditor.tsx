import '@mantine/dropzone/styles.layer.css'
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  PointerSensor,
  KeyboardSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import {
  arrayMove,
  horizontalListSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { CloseButton, Group, Loader, Text } from '@mantine/core'
import { Dropzone } from '@mantine/dropzone'
import { MAX_RECIPE_IMAGES } from '@rosemary/shared/contract'
import { IconPhotoPlus } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { requestMultipart } from '../../api/client.ts'
import { toastError } from '../../app/notify.ts'
import classes from './EditRecipe.module.css'

export interface EditableImage {
  id: string
  thumbnailUrl: string
}

function SortableImage({ image, onRemove }: { image: EditableImage; onRemove: () => void }) {
  const { t } = useTranslation()
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({ id: image.id })
  return (
    <div
      ref={setNodeRef}
      className={classes.image}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid="edit-image"
    >
      <img src={image.thumbnailUrl} alt="" width={96} height={96} {...attributes} {...listeners} />
      <CloseButton
        className={classes.removeImage}
        size="sm"
        onClick={onRemove}
        aria-label={t('edit.removeImage')}
      />
    </div>
  )
}

/**
 * Pictures of a recipe (or of a profile, which passes its own limit and wording): pick, drop or paste to
 * upload (up to ten), drag to reorder, remove.
 */
export function ImagesEditor({
  images,
  onChange,
  max = MAX_RECIPE_IMAGES,
  tooManyMessage,
  error,
}: {
  images: EditableImage[]
  onChange: (images: EditableImage[]) => void
  max?: number
  tooManyMessage?: string
  /** The server's word on the pictures, from the last save. */
  error?: string | undefined
}) {
  const { t } = useTranslation()
  const [uploading, setUploading] = useState(0)
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )

  const upload = async (files: File[]) => {
    const room = max - images.length - uploading
    if (files.length > room) toastError(tooManyMessage ?? t('edit.tooManyImages', { count: max }))
    const accepted = files.slice(0, Math.max(0, room))
    setUploading((count) => count + accepted.length)
    const added: EditableImage[] = []
    for (const file of accepted) {
      const form = new FormData()
      form.append('image', file)
      const result = await requestMultipart('POST /images', form, {
        413: () => toastError(t('edit.imageTooLarge', { name: file.name })),
        415: () => toastError(t('edit.notAnImage', { name: file.name })),
      })
      setUploading((count) => count - 1)
      if (result.success) added.push({ id: result.data.id, thumbnailUrl: result.data.thumbnailUrl })
    }
    if (added.length > 0) onChange([...images, ...added])
  }

  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const files = [...(event.clipboardData?.files ?? [])].filter((file) => file.type.startsWith('image/'))
      if (files.length === 0) return
      event.preventDefault()
      void upload(files)
    }
    window.addEventListener('paste', onPaste)
    return () => window.removeEventListener('paste', onPaste)
  })

  const move = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    const from = images.findIndex((image) => image.id === active.id)
    const to = images.findIndex((image) => image.id === over.id)
    onChange(arrayMove(images, from, to))
  }

  return (
    <div>
      <Text size="sm" fw={500} mb={4}>
        {t('edit.images')}
      </Text>
      <Group gap="xs" align="stretch">
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={move}>
          <SortableContext items={images.map((image) => image.id)} strategy={horizontalListSortingStrategy}>
            {images.map((image) => (
              <SortableImage
                key={image.id}
                image={image}
                onRemove={() => onChange(images.filter((other) => other.id !== image.id))}
              />
            ))}
          </SortableContext>
        </DndContext>
        {Array.from({ length: uploading }, (_, index) => (
          <div key={`uploading-${index}`} className={classes.image} data-testid="uploading-image">
            <Loader size="sm" />
          </div>
        ))}
        {images.length + uploading < max && (
          <Dropzone
            className={classes.dropzone}
            accept={['image/*']}
            multiple
            onDrop={(files) => void upload(files)}
            data-testid="image-dropzone"
          >
            <Group gap={4} justify="center" style={{ pointerEvents: 'none', flexDirection: 'column' }}>
              <IconPhotoPlus size={28} />
              <Text size="xs" ta="center">
                {t('edit.addImages')}
              </Text>
            </Group>
          </Dropzone>
        )}
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        {t('edit.imagesHint', { count: max })}
      </Text>
      {error && (
        <Text size="xs" c="red" mt={4} role="alert">
          {error}
        </Text>
      )}
    </div>
  )
}
