/**
 * The pictures of a copy of someone else's recipe, made the person's own: each is downloaded and uploaded
 * again. Attaching the other person's image ids is refused by the server (400 on imageIds), and must be:
 * deleting the copy would otherwise delete pictures their recipe still shows.
 */
import type { ApiResult, StatusHandlers } from '../../api/client.ts'
import { requestMultipart } from '../../api/client.ts'
import { downloadFile } from '../../api/download.ts'
import type { EditableImage } from './ImagesEditor.tsx'

/** `theirs` maps each of their image ids to its full-size file; pictures not in it are already the person's. */
export async function ownPictures(
  images: EditableImage[],
  theirs: ReadonlyMap<string, string>,
  handlers: StatusHandlers,
): Promise<ApiResult<EditableImage[]>> {
  const own: EditableImage[] = []
  for (const image of images) {
    const file = theirs.get(image.id)
    if (file === undefined) {
      own.push(image)
      continue
    }
    const downloaded = await downloadFile(file, handlers)
    if (!downloaded.success) return downloaded
    const form = new FormData()
    form.append('image', downloaded.data, 'picture.webp')
    const uploaded = await requestMultipart('POST /images', form, handlers)
    if (!uploaded.success) return uploaded
    own.push({ id: uploaded.data.id, thumbnailUrl: uploaded.data.thumbnailUrl })
  }
  return { success: true, status: 201, data: own }
}
