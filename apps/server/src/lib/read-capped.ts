/**
 * Reads an HTTP answer's body up to `max` bytes, or throws `onTooLarge()`: an upstream (address search, PLATEAU's
 * catalogue) cannot fill the server's memory.
 */
export async function readCapped(response: Response, max: number, onTooLarge: () => Error): Promise<Buffer> {
  const reader: ReadableStreamDefaultReader<Uint8Array> | undefined = response.body?.getReader();
  if (!reader) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      throw onTooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
