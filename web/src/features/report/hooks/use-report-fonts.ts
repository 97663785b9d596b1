/**
 * Loads the report's font faces before the document is first laid out: laid out before they are
 * in, every Chinese run goes through the system's fallback fonts first and is laid out again when
 * its face arrives. Asking for the faces that cover the report's characters (its texts in the
 * language and its data) loads just those: the report's own face per weight (report.css,
 * scripts/build-report-font.ts) and, for a character outside it, @fontsource's.
 */
import { REPORT_MARKS } from '@pvd/shared/project/report/report-print';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { markTime } from './report-ready';

const WEIGHTS = [400, 700] as const;

/** Every distinct character of `texts`. */
function charactersOf(texts: readonly string[]): string {
  return [...new Set(texts.join(''))].join('');
}

/** True once the faces for `data` and the report's texts are loaded (or cannot be). */
export function useReportFonts(data: unknown): boolean {
  const { i18n } = useTranslation('report');
  const [ready, setReady] = useState(() => !globalThis.document?.fonts);
  useEffect(() => {
    const fonts = globalThis.document?.fonts;
    if (!fonts) return;
    let current = true;
    const texts = JSON.stringify([i18n.getResourceBundle(i18n.language, 'report'), data]);
    const characters = charactersOf([texts, '0123456789.,%-+×·…（）：，。']);
    // A face that fails to load leaves the fallback font: the report still shows.
    void Promise.allSettled(
      WEIGHTS.map((weight) => fonts.load(`${weight} 16px "Report Sans", "Noto Sans SC"`, characters)),
    ).then(() => {
      if (!current) return;
      markTime(REPORT_MARKS.fonts);
      setReady(true);
    });
    return () => {
      current = false;
    };
  }, [data, i18n]);
  return ready;
}
