/**
 * Clipping into the editor: a page read by the server (GET clip?url=) or sent by the bookmarklet
 * (POST clip), then the page's picture stored as the recipe's first (POST images/from-url); or a recipe's
 * pasted text read by the server (POST clip/text). Nothing is saved: the form fills and stays guarded
 * until the person saves.
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
  /** The site refused the server the page: the bookmarklet, from the page the person has open, can clip it. */
  const [blocked, setBlocked] = useState(false)

  const refused = (failure: ApiFailure) => {
    const siteBlocked = failure.data?.error.code === 'site_blocked'
    setBlocked(siteBlocked)
    setError(siteBlocked ? t('clip.blocked.message') : (failure.data?.error.message ?? t('clip.failed')))
  }

  const addPicture = async (imageUrl: string) => {
    const result = await request(
      'POST /images/from-url',
      { body: { url: imageUrl } },
      { '*': () => setNotice(t('clip.imageFailed')) },
    )
    if (result.success) onImage({ id: result.data.id, thumbnailUrl: result.data.thumbnailUrl })
  }

  /** Whether the form was filled. */
  const run = async (clip: () => Promise<ApiResult<TClipDraft>>): Promise<boolean> => {
    setClipping(true)
    setError(null)
    setBlocked(false)
    setNotice(null)
    try {
      const result = await clip()
      if (!result.success) return false
      onDraft(result.data)
      if (result.data.imageUrl) await addPicture(result.data.imageUrl)
      return true
    } finally {
      setClipping(false)
    }
  }

  return {
    clipping,
    error,
    blocked,
    notice,
    clipUrl: (url: string) => run(() => request('GET /clip', { query: { url } }, { 400: refused })),
    clipPage: (page: ClippedPage) =>
      run(() => request('POST /clip', { body: page }, { 400: refused, 413: refused })),
    /**
     * A recipe's text; its size is checked before (paste-text.ts), so a refusal means no recipe was found.
     * Unanswered, the text stays where it was pasted, and the message says so.
     */
    readText: (text: string) =>
      run(() =>
        request(
          'POST /clip/text',
          { body: { text } },
          { 400: () => setError(t('clip.text.noRecipe')), 0: () => setError(t('clip.text.unreachable')) },
        ),
      ),
  }
}
