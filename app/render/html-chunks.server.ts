/**
 * React 18's streaming renderer (react-dom/server, renderToPipeableStream) sends its 2 KB buffer whole
 * when a character of three or four bytes does not fit in what is left of it: the one or two bytes it
 * could not fill go out as NUL bytes. Sinhala and Tamil letters are three bytes each, so on those pages
 * a NUL lands wherever a letter meets a buffer's end; in an attribute the browser shows it as '�'
 * (an aria-label read out as garbage). The NULs are only ever the unfilled tail of a chunk, and a
 * page's HTML has no NUL of its own, so each chunk is cut before its trailing NULs.
 */
export function withoutUnfilledTail(chunk: Buffer): Buffer {
  let end = chunk.byteLength;
  while (end > 0 && chunk[end - 1] === 0) end--;
  return end === chunk.byteLength ? chunk : chunk.subarray(0, end);
}
