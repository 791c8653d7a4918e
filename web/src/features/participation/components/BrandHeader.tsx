import type { ParticipationBranding, ParticipationLocale } from '@prozesspuls/shared/px';
import { PARTICIPATION_LOCALES } from '@prozesspuls/shared/px';
import { LANGUAGE_SWITCH } from '../texts';

export interface BrandHeaderProps {
  readonly branding: ParticipationBranding;
  /** The language shown and its switch; without it (a notice) no switch is offered. */
  readonly language?: {
    readonly locale: ParticipationLocale;
    readonly onChange: (locale: ParticipationLocale) => void;
  };
}

/**
 * The head of the participation page in the look of the inviting client: its logo
 * and name, and the language switch (German / English) while a survey is answered.
 */
export function BrandHeader({ branding, language }: BrandHeaderProps) {
  return (
    <header className="pp-participation-brand" data-testid="participation-brand">
      {branding.logoUrl && (
        <img className="pp-participation-logo" src={branding.logoUrl} alt={branding.clientName} />
      )}
      {branding.clientName && <span className="pp-participation-client">{branding.clientName}</span>}
      {language && (
        <fieldset className="pp-participation-language">
          <legend>{LANGUAGE_SWITCH.label[language.locale]}</legend>
          {PARTICIPATION_LOCALES.map((locale) => (
            <button
              key={locale}
              type="button"
              lang={locale}
              aria-pressed={language.locale === locale}
              onClick={() => language.onChange(locale)}
            >
              {LANGUAGE_SWITCH.names[locale]}
            </button>
          ))}
        </fieldset>
      )}
    </header>
  );
}
