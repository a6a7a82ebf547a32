// Whether this browser can record a clip, and in which codec: VP9, else VP8, through WebCodecs.

export type ClipCodec = { webCodecs: string; muxer: 'vp9' | 'vp8' };

const CANDIDATES: ClipCodec[] = [
  { webCodecs: 'vp09.00.10.08', muxer: 'vp9' },
  { webCodecs: 'vp8', muxer: 'vp8' },
];

/** Why clips cannot be saved here, or null when they can. */
export function clipUnsupportedReason(): string | null {
  return typeof VideoEncoder === 'undefined' || typeof VideoFrame === 'undefined'
    ? 'Saving clips needs WebCodecs, which this browser does not have.'
    : null;
}

function clipEncoderConfig(codec: ClipCodec, width: number, height: number): VideoEncoderConfig {
  return {
    codec: codec.webCodecs,
    width,
    height,
    framerate: 60,
    // Enough for sharp text at 1440 × 700; the scene is mostly flat colour.
    bitrate: 8_000_000,
    latencyMode: 'quality',
  };
}

/**
 * An encoder configured with the first codec this browser encodes at that size, or null. Tried by
 * configuring and flushing an empty encoder: VideoEncoder.isConfigSupported builds a probe encoder
 * on the main thread, about 300 ms of blocked page on this machine.
 */
export async function openClipEncoder(
  width: number,
  height: number,
  init: VideoEncoderInit,
): Promise<{ encoder: VideoEncoder; codec: ClipCodec } | null> {
  for (const codec of CANDIDATES) {
    const encoder = new VideoEncoder(init);
    try {
      encoder.configure(clipEncoderConfig(codec, width, height));
      await encoder.flush();
      return { encoder, codec };
    } catch {
      if (encoder.state !== 'closed') encoder.close();
    }
  }
  return null;
}
