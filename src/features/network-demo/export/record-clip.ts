// Renders a clip frame by frame from the scene's own drawing (never from the live clock or canvas),
// encodes it with WebCodecs and muxes it into WebM with mediabunny, loaded only now. One frame per
// task, so the page stays responsive while it renders, up to its end: the file is kept as pieces and
// handed over without being copied whole (into one buffer, then into a Blob: 85 ms of blocked page
// for a whole loop at 1440 × 700).
import type { SceneSnapshotter } from '../render/scene-snapshotter';
import { clipFrame, clipFrameCount, CLIP_FPS, CLIP_FRAME_DURATION_US } from './clip-frames';
import { openClipEncoder } from './clip-codec';
import { PiecewiseFile } from './piecewise-file';

interface ClipRequest {
  snapshotter: SceneSnapshotter;
  from: number;
  to: number;
  speed: number;
  /** Share done, 0..1, after each frame. */
  onProgress: (done: number) => void;
  signal: AbortSignal;
}

// Frames waiting in the encoder before rendering waits for it: bounds memory, keeps the encoder busy.
const MAX_QUEUED_FRAMES = 4;
const KEY_FRAME_EVERY = CLIP_FPS * 2;
// The muxer's writes gathered into pieces of this size: a few ms of copying each, a few dozen a clip.
const PIECE_BYTES = 1 << 20;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function recordClip({ snapshotter, from, to, speed, onProgress, signal }: ClipRequest): Promise<Blob> {
  const resolution = snapshotter.canvasResolution();
  const { width, height } = snapshotter.size(resolution);
  const { Output, WebMOutputFormat, StreamTarget, EncodedVideoPacketSource, EncodedPacket } =
    await import('mediabunny');
  // Packets go to the muxer in the order the encoder gives them, one after another.
  let muxed = Promise.resolve();
  let failure: unknown = null;
  let source: InstanceType<typeof EncodedVideoPacketSource> | null = null;
  const opened = await openClipEncoder(width, height, {
    output: (chunk, meta) => {
      muxed = muxed.then(() => source!.add(EncodedPacket.fromEncodedChunk(chunk), meta));
    },
    error: (error) => (failure = error),
  });
  if (!opened) throw new Error('This browser cannot encode VP9 or VP8 video at this size.');
  const { encoder, codec } = opened;
  const file = new PiecewiseFile();
  const target = new StreamTarget(new WritableStream({ write: ({ data, position }) => file.write(data, position) }), {
    chunked: true,
    chunkSize: PIECE_BYTES,
  });
  const output = new Output({ format: new WebMOutputFormat(), target });

  try {
    source = new EncodedVideoPacketSource(codec.muxer);
    output.addVideoTrack(source, { frameRate: CLIP_FPS });
    await output.start();
    const count = clipFrameCount(from, to, speed);
    for (let i = 0; i < count; i++) {
      signal.throwIfAborted();
      if (failure) throw failure;
      while (encoder.encodeQueueSize > MAX_QUEUED_FRAMES)
        await new Promise((resolve) => encoder.addEventListener('dequeue', resolve, { once: true }));
      const { t, timestamp } = clipFrame(from, speed, i);
      const picture = await snapshotter.picture(t, resolution);
      const frame = new VideoFrame(picture.pixels, {
        format: 'RGBA',
        codedWidth: picture.width,
        codedHeight: picture.height,
        timestamp,
        duration: CLIP_FRAME_DURATION_US,
      });
      encoder.encode(frame, { keyFrame: i % KEY_FRAME_EVERY === 0 });
      frame.close();
      onProgress((i + 1) / count);
      await nextTask();
    }
    await encoder.flush();
    await muxed;
    if (failure) throw failure;
    signal.throwIfAborted();
    await output.finalize();
    return file.toBlob('video/webm');
  } catch (error) {
    if (encoder.state !== 'closed') encoder.close();
    await output.cancel().catch(() => undefined);
    throw error;
  }
}
