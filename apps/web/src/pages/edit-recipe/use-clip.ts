/**
 * Clipping into the editor: a page read by the server (GET clip?url=) or sent by the bookmarklet
 * (POST clip), then the page's picture stored as the recipe's first (POST images/from-url). Nothing is
 * saved: the form fills and stays guarded until the person saves.
 */
import type { TClipDraft } from '@rosemary/shared/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type ApiFailure, type ApiResult, request } from '../../api/client.ts'
import type { ClippedPage } from './clip-draft.ts'
import type { EditableImage } from './ImagesEditor.tsx'

export interface ClipTarget {
  onDraft: (draft: TClipDraft) => void
  onImage: (image: EditableImage) => void
}

export function useClip({ onDraft, onImage }: ClipTarget) {
  const { t } = useTranslation()
  const [clipping, setClipping] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)

  const refused = (failure: ApiFailure) => setError(failure.data?.error.message ?? t('clip.failed'))

  const addPicture = async (imageUrl: string) => {
    const result = await request(
      'POST /images/from-url',
      { body: { url: imageUrl } },
      { '*': () => setNotice(t('clip.imageFailed')) },
    )
    if (result.success) onImage({ id: result.data.id, thumbnailUrl: result.data.thumbnailUrl })
  }

  const run = async (clip: () => Promise<ApiResult<TClipDraft>>) => {
    setClipping(true)
    setError(null)
    setNotice(null)
    try {
      const result = await clip()
      if (!result.success) return
      onDraft(result.data)
      if (result.data.imageUrl) await addPicture(result.data.imageUrl)
    } finally {
      setClipping(false)
    }
  }

  return {
    clipping,
    error,
    notice,
    clipUrl: (url: string) => run(() => request('GET /clip', { query: { url } }, { 400: refused })),
    clipPage: (page: ClippedPage) =>
      run(() => request('POST /clip', { body: page }, { 400: refused, 413: refused })),
  }
}
