// The atlas as the scene draws from it, decoded from the file's bytes: off the main thread where the
// browser makes bitmaps, through an <img> where it cannot. A file that does not decode is logged, and
// the scene draws initials, as for one that did not load.

export const canMakeBitmaps = () => typeof createImageBitmap !== 'undefined';

// The image keeps its picture once decoded: the address is needed only until then.
function decodeInImage(atlas: Blob): Promise<HTMLImageElement> {
  const image = new Image();
  const url = URL.createObjectURL(atlas);
  image.src = url;
  return image
    .decode()
    .then(() => image)
    .finally(() => URL.revokeObjectURL(url));
}

async function decoded<T>(atlas: Blob | null, decode: (atlas: Blob) => Promise<T>): Promise<T | null> {
  if (!atlas) return null;
  try {
    return await decode(atlas);
  } catch (error) {
    console.warn('Demo avatars could not be decoded; showing initials instead.', error);
    return null;
  }
}

/** A picture of the atlas for one use (a bitmap is handed on, and closed, by whoever draws it), or null. */
export const atlasSource = (atlas: Blob | null): Promise<ImageBitmap | HTMLImageElement | null> =>
  decoded<ImageBitmap | HTMLImageElement>(atlas, canMakeBitmaps() ? (blob) => createImageBitmap(blob) : decodeInImage);

/** The atlas as a bitmap, for a worker (which only browsers that make bitmaps reach), or null. */
export const atlasBitmap = (atlas: Blob | null): Promise<ImageBitmap | null> =>
  decoded(atlas, (blob) => createImageBitmap(blob));
