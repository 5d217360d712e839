// The part of webpack-bundle-analyzer (which ships no types) the bench uses: a build's stats taken apart
// into its files and their modules.
declare module 'webpack-bundle-analyzer/lib/analyzer.js' {
  /** A file of the build (`label` its name), a folder or concatenation of modules (`groups`), or a module. */
  export interface ChartNode {
    label: string;
    path?: string;
    gzipSize?: number;
    groups?: ChartNode[];
  }

  export function getViewerData(
    stats: unknown,
    bundleDir: string,
    options: { logger: Record<'debug' | 'info' | 'warn' | 'error', (...args: unknown[]) => void> },
  ): ChartNode[] | null;
}
