import { normalizeHexColor } from '../../colors.js';

/**
 * The tenant's look as a participant meets it on the public participation page and in the mails
 * with the personal link: the client's name, logo and colour, nothing else of it.
 */
export interface ParticipationBranding {
  /** The client's company name. */
  readonly clientName: string;
  /** The logo as an inline `data:image/…;base64,…` URL, or null when the client has none. */
  readonly logoUrl: string | null;
  /** The client's identity colour as six hex digits without '#', or null when none is set. */
  readonly color: string | null;
}

/** Only an inline base64 image may be the logo: it is put into `src` of the page and the mail as is. */
const INLINE_IMAGE = /^data:image\/[a-z0-9.+-]+;base64,[A-Za-z0-9+/=]+$/i;

/** The branding of a client record; a logo that is no inline image and an invalid colour are left out. */
export function participationBranding(client: {
  readonly companyName?: string | null | undefined;
  readonly imageUrl?: string | null | undefined;
  readonly identityColor?: string | null | undefined;
}): ParticipationBranding {
  const logo = client.imageUrl?.trim() ?? '';
  return {
    clientName: client.companyName?.trim() ?? '',
    logoUrl: INLINE_IMAGE.test(logo) ? logo : null,
    color: normalizeHexColor(client.identityColor) ?? null,
  };
}
