import { brotliCompressSync, constants, deflateRawSync, gzipSync } from 'node:zlib';

export interface CompressedSizes {
  raw: number;
  gzip: number;
  brotli: number;
}

/** Sizes at the levels a CDN serves static files with (gzip 9, brotli 11). */
export function compressedSizes(content: Buffer): CompressedSizes {
  return {
    raw: content.byteLength,
    gzip: gzipSync(content, { level: 9 }).byteLength,
    brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).byteLength,
  };
}

export function sumSizes(sizes: readonly CompressedSizes[]): CompressedSizes {
  return sizes.reduce((sum, size) => ({ raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip, brotli: sum.brotli + size.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  });
}

/**
 * The size of a zip archive holding these files deflated (what Lambda is uploaded as): each
 * entry's deflated bytes plus its local and central directory headers, plus the end record.
 */
export function zipSize(files: readonly { name: string; content: Buffer }[]): number {
  const LOCAL_HEADER = 30;
  const CENTRAL_HEADER = 46;
  const END_RECORD = 22;
  const entries = files.map(({ name, content }) => {
    const nameBytes = Buffer.byteLength(name);
    return deflateRawSync(content, { level: 9 }).byteLength + LOCAL_HEADER + CENTRAL_HEADER + 2 * nameBytes;
  });
  return entries.reduce((sum, size) => sum + size, END_RECORD);
}
