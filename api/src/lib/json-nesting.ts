/**
 * How deep a JSON text nests its arrays and objects, read from the text itself (one pass, no
 * recursion, nothing parsed): a body can be refused for its depth before it becomes objects that
 * every later check would have to walk. Brackets inside strings do not count. Stops counting once
 * past `limit`, which is all a caller needs to know.
 */
export function jsonNestingDepth(text: string, limit = Number.POSITIVE_INFINITY): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c /* \ */) index += 1;
      else if (code === 0x22 /* " */) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b /* [ */ || code === 0x7b /* { */) {
      depth += 1;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    } else if (code === 0x5d /* ] */ || code === 0x7d /* } */) {
      depth -= 1;
    }
  }
  return deepest;
}
