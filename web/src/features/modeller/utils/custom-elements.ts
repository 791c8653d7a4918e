import {
  CUSTOM_ELEMENT_ICON_MAX_BYTES,
  CUSTOM_ELEMENT_LIMIT,
  CUSTOM_ELEMENT_TEXTS,
} from '@prozesspuls/shared/messages';
import { base64ByteLength } from '@prozesspuls/shared/rules';

/** The icon file must be an image smaller than 10,240 bytes (the server checks again). */
export function iconFileError(file: { readonly type: string; readonly size: number }): string | undefined {
  if (!file.type.startsWith('image/') || file.size >= CUSTOM_ELEMENT_ICON_MAX_BYTES) {
    return CUSTOM_ELEMENT_TEXTS.errorCustomElementsIcon;
  }
  return undefined;
}

/** The same rule for an icon that is already a data URL. */
export function iconDataUrlError(dataUrl: string): string | undefined {
  const match = /^data:(image\/[\w.+-]+)(;charset=[\w-]+)?;base64,([A-Za-z0-9+/=]+)$/.exec(dataUrl);
  if (!match?.[3]) return CUSTOM_ELEMENT_TEXTS.errorCustomElementsIcon;
  return base64ByteLength(match[3]) < CUSTOM_ELEMENT_ICON_MAX_BYTES
    ? undefined
    : CUSTOM_ELEMENT_TEXTS.errorCustomElementsIcon;
}

/** At most five custom elements per client. */
export function customElementLimitError(count: number): string | undefined {
  return count >= CUSTOM_ELEMENT_LIMIT ? CUSTOM_ELEMENT_TEXTS.errorCustomElementsCount : undefined;
}
