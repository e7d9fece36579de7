/**
 * Pictures people give us (a company's seal, an avatar, a drawn signature) as the one PNG the
 * PDF engine always embeds: read on a parsing worker (lib/image-normalise.ts), bounded for each
 * use. What cannot be read is a 422 on the picture's field; reading that overran the worker's
 * limits is a 413.
 */
import type { MessageKey } from '../i18n';
import { ImageError, type ImageProblem, type NormalisedImage, type NormaliseOptions } from '../lib/image-normalise';
import { parsing, WorkerLimitError } from '../parsing';
import { MAX_PNG_BYTES } from '../signatures/stamp';
import { LIMITS } from '../../common/validation/limits';
import { DomainError } from './errors';

/** A seal prints like ink: a scan or a photo on white paper gets its paper made transparent. */
export const SEAL_IMAGE: NormaliseOptions = { maxSide: LIMITS.sealMaxSide, maxPngBytes: MAX_PNG_BYTES, clearLightBackground: true };
/** An avatar keeps its background, and is stored no larger than it may be uploaded. */
export const AVATAR_IMAGE: NormaliseOptions = { maxSide: LIMITS.avatarMaxSide, maxPngBytes: LIMITS.avatarMaxBytes };

const MESSAGES: Record<ImageProblem, MessageKey> = {
  unsupported: 'image.unsupported',
  too_large: 'image.tooLarge',
  damaged: 'image.damaged',
};

/** The picture uploaded in `field`, normalised; refused with a message naming the field. */
export async function normaliseUpload(bytes: Uint8Array, field: string, options: NormaliseOptions): Promise<NormalisedImage> {
  try {
    return await parsing.normaliseImage(bytes, options);
  } catch (error) {
    if (error instanceof WorkerLimitError) throw new DomainError('too_large', 'upload.tooComplex', { field });
    if (!(error instanceof ImageError)) throw error;
    throw new DomainError('validation', MESSAGES[error.problem], { field, params: { max: options.maxSide } });
  }
}
