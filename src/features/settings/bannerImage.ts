/** The smallest banner the shop's app shows without upscaling (327 x 168), and the size shoppers see it at. */
export const BANNER_MIN = { width: 327, height: 168 } as const;

export interface PixelSize {
  width: number;
  height: number;
}

/** The file's real pixel size, read by decoding it (its name or type says nothing about it). */
export async function readPixelSize(file: Blob): Promise<PixelSize> {
  const bitmap = await createImageBitmap(file);
  try {
    return { width: bitmap.width, height: bitmap.height };
  } finally {
    bitmap.close();
  }
}

/** Whether an image is large enough to be a banner. */
export const bigEnoughForBanner = (size: PixelSize) =>
  size.width >= BANNER_MIN.width && size.height >= BANNER_MIN.height;
