// A file assembled from writes at byte positions (a muxer's: it appends, then goes back to fill in
// sizes and indexes), held as Blob pieces. The whole file is never copied: a clip's megabytes are
// copied a chunk at a time as they arrive, and the finished file is a Blob of those pieces.

interface Piece {
  start: number;
  end: number;
  blob: Blob;
}

export class PiecewiseFile {
  /** Sorted by start, never overlapping. */
  private pieces: Piece[] = [];

  /** Writes `data` at `position`, over whatever was there. */
  write(data: Uint8Array, position: number): void {
    const end = position + data.byteLength;
    const kept: Piece[] = [];
    for (const piece of this.pieces) {
      if (piece.end <= position || piece.start >= end) {
        kept.push(piece);
        continue;
      }
      if (piece.start < position)
        kept.push({ start: piece.start, end: position, blob: piece.blob.slice(0, position - piece.start) });
      if (piece.end > end) kept.push({ start: end, end: piece.end, blob: piece.blob.slice(end - piece.start) });
    }
    kept.push({ start: position, end, blob: new Blob([data as Uint8Array<ArrayBuffer>]) });
    this.pieces = kept.sort((a, b) => a.start - b.start);
  }

  /** The file as written; throws where a range was never written. */
  toBlob(type: string): Blob {
    let at = 0;
    for (const piece of this.pieces) {
      if (piece.start !== at) throw new Error(`Bytes ${at}–${piece.start} of the file were never written.`);
      at = piece.end;
    }
    return new Blob(
      this.pieces.map((piece) => piece.blob),
      { type },
    );
  }
}
