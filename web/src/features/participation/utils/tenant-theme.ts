import { primaryColorOf, readableTextColor } from '@prozesspuls/shared/rules';

/** '#rrggbb' of the tenant's colour (hex with or without '#'; the product default when unset). */
export function tenantColor(color: string | null): string {
  return `#${primaryColorOf(color?.replace(/^#/, '') ?? null)}`;
}

/** The page's background (participation.css `body`): text in the tenant's colour is read on it. */
const PAGE_BACKGROUND = 'f3f3f3';

/**
 * '#rrggbb' for text in the tenant's colour on the page (the client's name): the colour itself
 * when it reaches 4.5:1 on the page background (WCAG 2.1 SC 1.4.3), else the lightest darker
 * shade of it that does; tenants choose light colours freely.
 */
export function tenantTextColor(hex: string): string {
  return `#${readableTextColor(hex.replace(/^#/, ''), PAGE_BACKGROUND)}`;
}

/** `rgba()` of a '#rrggbb' colour at the given opacity. */
function withAlpha(hex: string, alpha: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255}, ${alpha})`;
}

/** Black or white text on the colour, whichever reads better (WCAG relative luminance). */
export function contrastText(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = ((value >> shift) & 255) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
  return luminance > 0.4 ? '#1f1f1f' : '#ffffff';
}

/** The SurveyJS theme of the participation page: the survey's accents in the tenant's colour. */
export function tenantSurveyTheme(color: string | null) {
  const primary = tenantColor(color);
  return {
    isPanelless: false,
    cssVariables: {
      '--sjs-primary-backcolor': primary,
      '--sjs-primary-backcolor-dark': primary,
      '--sjs-primary-backcolor-light': withAlpha(primary, 0.1),
      '--sjs-primary-forecolor': contrastText(primary),
      '--sjs-font-family':
        'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    },
  };
}
