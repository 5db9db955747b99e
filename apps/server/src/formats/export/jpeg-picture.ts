/**
 * A stored picture (WebP) as a JPEG, for formats whose readers expect one (Paprika). Stored pictures are
 * already upright and no larger than the app keeps them, so only the encoding changes; transparency is
 * laid on white, as JPEG has none.
 */
import sharp from 'sharp'

/** The JPEG, or null when the bytes are not a picture sharp can read (the recipe is then written without it). */
export async function toJpeg(bytes: Uint8Array): Promise<Buffer | null> {
  try {
    return await sharp(bytes).flatten({ background: '#ffffff' }).jpeg({ quality: 85 }).toBuffer()
  } catch {
    return null
  }
}
