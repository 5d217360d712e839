import { useMemo } from 'react';
import { useTranslation } from '@soat/shared/i18n';
import { widgetLanguage, widgetTranslator, type WidgetTranslate } from '../widget/widget-texts';

/** The widget's texts in the portal's current language (the same files, bundled with the widget). */
export function useWidgetTranslator(): WidgetTranslate {
  const { i18n } = useTranslation();
  const language = widgetLanguage(i18n.language);
  return useMemo(() => widgetTranslator(language), [language]);
}
