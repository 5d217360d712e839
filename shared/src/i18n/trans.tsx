import { type ComponentProps, lazy, Suspense } from 'react';
import { useTranslation, type Trans as TransComponent } from 'react-i18next';

type TransProps = ComponentProps<typeof TransComponent>;

let Loaded: typeof TransComponent | undefined;
let loading: Promise<void> | undefined;

/**
 * Fetches `<Trans>`'s code. A page that shows a sentence with links in its first render awaits it
 * first (its remote's `preloadPage`), so it is taken over with the links in place.
 */
export function preloadTrans(): Promise<void> {
  loading ??= import('./trans-component').then(
    ({ Trans }) => {
      Loaded = Trans;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The sentence without its markup (`<terms>términos</terms>` → `términos`), while `<Trans>` is on its way. */
function PlainSentence({ t: tFromProps, i18nKey, ns, values }: TransProps) {
  const { t } = useTranslation(ns);
  const translate = (tFromProps ?? t) as (key: unknown, options?: unknown) => string;
  return <>{translate(i18nKey, values).replace(/<\/?[\w-]+\s*\/?>/g, '')}</>;
}

// (should its code fail to arrive, the sentence stays plain text: nothing else on the page fails with it)
const Fetched = lazy(() =>
  preloadTrans().then(
    () => ({ default: Loaded as typeof TransComponent }),
    () => ({ default: PlainSentence }),
  ),
);

/**
 * react-i18next's `<Trans>` (a sentence with components inside it), fetched on first use: only the
 * terms sentences of two forms use it, and its HTML parser cost every page 4.6 KB gzip at start
 * (docs/decisions/021-declarative-routes.md). Until its code arrives the sentence shows as plain text.
 */
export function Trans(props: TransProps) {
  if (Loaded) return <Loaded {...props} />;
  return (
    <Suspense fallback={<PlainSentence {...props} />}>
      <Fetched {...props} />
    </Suspense>
  );
}
