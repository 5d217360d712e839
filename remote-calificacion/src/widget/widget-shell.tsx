import { useMemo } from 'react';
import type { RatingAdapter, SentRating } from './rating-api';
import { WidgetContent } from './widget-content';
import { WIDGET_CSS } from './widget-styles';
import { widgetLanguage, widgetTranslator } from './widget-texts';

export interface WidgetShellProps {
  token: string;
  loadAdapter: () => Promise<RatingAdapter>;
  lang?: string;
  onSubmitted?: (rating: SentRating) => void;
}

/** What goes inside the widget's shadow root: its own styles and the widget, in its language. */
export function WidgetShell({ token, loadAdapter, lang, onSubmitted }: WidgetShellProps) {
  const language = widgetLanguage(lang);
  const t = useMemo(() => widgetTranslator(language), [language]);
  return (
    <>
      <style>{WIDGET_CSS}</style>
      <div className="sc-widget" lang={language}>
        <WidgetContent token={token} loadAdapter={loadAdapter} t={t} onSubmitted={onSubmitted} />
      </div>
    </>
  );
}
