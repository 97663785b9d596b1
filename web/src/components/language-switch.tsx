/** The language switch [ACC-12]: zh-CN or en, kept in this browser. */
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import { useTranslation } from 'react-i18next';
import { setLanguage, useLanguage } from '../lib/i18n';
import { isLanguage, type Language, languages } from '../lib/language';

export function LanguageSwitch() {
  const { t } = useTranslation(['common', 'layout']);
  const language = useLanguage();
  return (
    <ButtonDropdown
      variant="normal"
      ariaLabel={t('layout:header.languageMenuOf', { language: t(`language.${language}`) })}
      items={languages.map((code: Language) => ({
        id: code,
        text: t(`language.${code}`),
        lang: code,
        disabled: code === language,
      }))}
      onItemClick={({ detail }) => {
        if (isLanguage(detail.id)) void setLanguage(detail.id);
      }}
    >
      {t(`language.${language}`)}
    </ButtonDropdown>
  );
}
