// A file read into a data URL (how the demo stores an uploaded avatar), without FileReader so it
// also runs outside a browser.
export async function toDataUrl(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let start = 0; start < bytes.length; start += chunk) {
    binary += String.fromCharCode(...bytes.subarray(start, start + chunk));
  }
  return `data:${file.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}
