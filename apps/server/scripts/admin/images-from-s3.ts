/** `images-from-s3`: copies the pictures in the bucket of S3_URL back to DATA_DIR/images (resumable, deletes nothing). */
import type { AdminCommand } from './admin-command.ts'
import { moveImages } from './move-images.ts'

export const imagesFromS3: AdminCommand = {
  name: 'images-from-s3',
  arguments: '',
  summary:
    'copy the pictures in the bucket of S3_URL to DATA_DIR/images (run again to resume; deletes nothing)',
  argumentCount: 0,
  run: (_args, context) => moveImages('from-s3', context),
}
