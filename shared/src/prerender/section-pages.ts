// What a remote's build writes for each prerendered page; the host's server
// composes it into its frame of the section (web-server/src/section-frames.ts, which
// also names the files). See docs/decisions/009-prerendered-sections.md.

/** A page: its path, and the names of the query parameters it stands for (sorted). */
export interface PrerenderedPageKey {
  path: string;
  query: string[];
}

export interface PrerenderedSectionPage extends PrerenderedPageKey {
  title: string | null;
  html: string;
  styles: { id: string; css: string }[];
}
