// For the servers' tests: a section's frame as the host's build writes it (its inline loader, the slot
// for the remote's page, the loading state in it).
import { markSlot } from './section-frames.ts';

/** The frame's inline script, which the CSP allows by its hash. */
export const LOADER = "document.documentElement.dataset.loader = 'yes';";

export const FRAME = `<!doctype html><html lang="es"><head><title>Portal SOAT</title><script>${LOADER}</script></head><body><div id="root">${markSlot(
  '<main id="contenido"><div role="status">Cargando</div></main>',
)}</div></body></html>`;
