// The atlas as the scene draws from it, decoded from the file's bytes: off the main thread where the
// browser makes bitmaps, through an <img> where it cannot. A file that does not decode is logged, and
// the scene draws initials, as for one that did not load.

const canMakeBitmaps = () => typeof createImageBitmap !== 'undefined';

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

/** A picture of the atlas for one use (a bitmap is handed on, and closed, by whoever draws it), or null. */
export async function atlasSource(atlas: Blob | null): Promise<ImageBitmap | HTMLImageElement | null> {
  if (!atlas) return null;
  try {
    return canMakeBitmaps() ? await createImageBitmap(atlas) : await decodeInImage(atlas);
  } catch (error) {
    console.warn('Demo avatars could not be decoded; showing initials instead.', error);
    return null;
  }
}

/** The atlas as a bitmap, for a worker (which only browsers that make bitmaps reach), or null. */
export async function atlasBitmap(atlas: Blob | null): Promise<ImageBitmap | null> {
  const source = await atlasSource(atlas);
  return source instanceof ImageBitmap ? source : null;
}
