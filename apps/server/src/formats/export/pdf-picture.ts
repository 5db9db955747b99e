/**
 * A stored picture (WebP) as a JPEG pdfkit can embed. It is scaled to at most 1200 px on its longer side,
 * about 170 dpi across the page: sharp on paper, and a library of photos stays a PDF of sensible size.
 */
import sharp from 'sharp'

export interface PdfPicture {
  jpeg: Buffer
  width: number
  height: number
}

const LONGEST_SIDE = 1200

/** The JPEG, or null when the bytes are not a picture sharp can read (the recipe is then printed without it). */
export async function toPdfPicture(bytes: Uint8Array): Promise<PdfPicture | null> {
  try {
    const { data, info } = await sharp(bytes)
      .rotate()
      .resize({ width: LONGEST_SIDE, height: LONGEST_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82 })
      .toBuffer({ resolveWithObject: true })
    return { jpeg: data, width: info.width, height: info.height }
  } catch {
    return null
  }
}
