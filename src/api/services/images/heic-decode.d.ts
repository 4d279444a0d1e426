/** heic-decode (libheif compiled to WebAssembly) ships no types: the one call we use. */
declare module 'heic-decode' {
  interface DecodedImage {
    width: number;
    height: number;
    /** RGBA, 4 bytes a pixel. */
    data: Uint8ClampedArray;
  }
  export default function decode(input: { buffer: Uint8Array }): Promise<DecodedImage>;
}
