import { lazy } from 'react';
import { useTranslation } from '@soat/shared/i18n';
import { DEMO_NAMESPACE } from '../lib/namespace';
import { HeaderPanel } from './header-panel';

// the shortcuts, their form and their data arrive when the panel is first opened (the header is on every page)
const ShortcutsEditor = lazy(() =>
  import(/* webpackChunkName: "demo-shell-panels" */ './shortcuts-editor').then((module) => ({
    default: module.ShortcutsEditor,
  })),
);

/** The user's shortcuts: links to the demo's pages, which the user adds, edits and removes. */
export function ShortcutsPanel() {
  const { t } = useTranslation(DEMO_NAMESPACE);
  return (
    <HeaderPanel label={t('shell.shortcuts')}>
      <ShortcutsEditor />
    </HeaderPanel>
  );
}
