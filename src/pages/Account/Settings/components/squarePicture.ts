/** Side of the square picture the browser sends: sharp at the 144 px of the settings page on 1.75× screens. */
export const AVATAR_SIDE = 256;

/**
 * Any image the browser can read (JPEG from a phone, PNG, WebP...), cut to its centred square
 * and scaled to AVATAR_SIDE, as a PNG: the server then checks one small format only.
 */
export async function squarePicture(file: Blob): Promise<Blob> {
  const image = await createImageBitmap(file);
  const side = Math.min(image.width, image.height);
  const canvas = document.createElement('canvas');
  canvas.width = AVATAR_SIDE;
  canvas.height = AVATAR_SIDE;
  canvas
    .getContext('2d')!
    .drawImage(image, (image.width - side) / 2, (image.height - side) / 2, side, side, 0, 0, AVATAR_SIDE, AVATAR_SIDE);
  image.close();
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('toBlob'))), 'image/png'));
}
