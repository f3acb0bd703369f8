import { currentLocale, LOCALES, switchLocale, useT, type Locale } from '@/i18n';
import classes from './language-switch.module.css';

type LanguageSwitchProps = {
  /** Called once the app shows the chosen language (a signed-in user's profile keeps it). */
  onChange?: (locale: Locale) => void;
  /** Shows the switch only from this Mantine breakpoint on. */
  visibleFrom?: 'sm';
};

/**
 * English or Bahasa Indonesia: two pressed-or-not buttons, each named in its own language and
 * marked with its `lang`, so a reader of either finds theirs. The choice is kept in a cookie.
 */
export function LanguageSwitch({ onChange, visibleFrom }: LanguageSwitchProps) {
  const t = useT();
  const current = currentLocale();
  const choose = (locale: Locale) => {
    if (locale === current) return;
    void switchLocale(locale).then(() => onChange?.(locale));
  };
  return (
    <div
      role="group"
      aria-label={t('shop.language.label')}
      className={visibleFrom ? `${classes.root} mantine-visible-from-${visibleFrom}` : classes.root}
    >
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          className={classes.option}
          aria-pressed={locale === current}
          title={t(`shop.language.${locale}`)}
          onClick={() => choose(locale)}
        >
          {locale.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
