/** libheif-js (libheif compiled to WebAssembly) ships no types for its bundle: the calls we use. */
declare module 'libheif-js/wasm-bundle' {
  interface HeifImage {
    get_width(): number;
    get_height(): number;
    is_primary(): boolean;
    display(
      target: { data: Uint8ClampedArray; width: number; height: number },
      done: (result: { data: Uint8ClampedArray } | null) => void,
    ): void;
    free(): void;
  }
  class HeifDecoder {
    decoder: { delete(): void };
    decode(bytes: Uint8Array): HeifImage[];
  }
  const libheif: { HeifDecoder: typeof HeifDecoder; ready?: Promise<unknown> };
  export default libheif;
}
